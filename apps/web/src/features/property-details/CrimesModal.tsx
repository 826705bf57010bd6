import { Alert, Center, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CRIME_RADIUS_M, type CrimeRow } from '@yardstick/core/property/crimes';
import { DataTable, type DataColumn } from '../../components/estimates/DataTable.tsx';
import { formatMonth, formatNumber } from '../../lib/format.ts';
import { useCrimes } from './api/get-crimes.ts';
import { CrimeChart } from './CrimeChart.tsx';
import { crimesByCategory } from './crimes.ts';

const COLUMNS: DataColumn<CrimeRow>[] = [
  { header: 'Crime', cell: (r) => r.crime_type, wrapFrom: 10 },
  { header: 'Reported By', cell: (r) => r.reported_by ?? '-' },
  { header: 'Date', cell: (r) => formatMonth(r.crime_date) },
  { header: 'Location', cell: (r) => r.location ?? '-', wrapFrom: 12 },
];

export interface CrimesModalProps {
  point: { latitude: number; longitude: number } | null;
  opened: boolean;
  onClose: () => void;
}

/** Reported crimes within 500 m: a chart by category and the table of crimes. */
export function CrimesModal({ point, opened, onClose }: CrimesModalProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const crimes = useCrimes(point, opened);
  const rows = crimes.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={phone}
      size="xl"
      title={<Text fw={700}>Reported crimes within {formatNumber(CRIME_RADIUS_M)} m</Text>}
    >
      {!point ? (
        <Text c="dimmed">The property has no location, so crimes nearby are not known.</Text>
      ) : crimes.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : crimes.isError ? (
        <Alert color="red">Error processing request</Alert>
      ) : rows.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed">
          No crimes reported within {CRIME_RADIUS_M} m in the latest 12 months of data.
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {formatNumber(rows.length)} crimes in the latest 12 months of police data.
          </Text>
          <Title order={3} fz="md">
            By category
          </Title>
          <CrimeChart data={crimesByCategory(rows)} />
          <DataTable
            caption="Reported crimes"
            rows={rows}
            columns={COLUMNS}
            rowKey={(r, i) => `${r.crime_date}-${i}`}
          />
        </Stack>
      )}
    </Modal>
  );
}
