import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@yardstick/core/search/constants';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatGBP, formatNumber } from '../../lib/format.ts';
import { useValuation, type ValuationRow } from './api/get-valuation.ts';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { rangeText } from './figures.ts';
import { FigureTip } from './FigureTip.tsx';

const COLUMNS: DataColumn<ValuationRow>[] = [
  { header: 'Address', cell: (r) => r.property_address || '-', wrapFrom: 12 },
  { header: 'Sold Price', cell: (r) => formatGBP(r.sold_price), numeric: true },
  {
    header: 'Size SQM',
    cell: (r) => (r.total_floor_area === null ? '-' : formatNumber(r.total_floor_area)),
    numeric: true,
  },
  {
    header: 'Property Type',
    cell: (r) => PROPERTY_TYPE_LABELS[r.property_type as PropertyType] ?? r.property_type,
  },
  { header: 'Est Price', cell: (r) => rangeText(r.range1_price, r.range2_price), numeric: true },
  { header: 'Sold On', cell: (r) => formatDate(r.date_of_transfer), numeric: true },
];

const MODAL_STYLES = { content: { minWidth: 'min(100%, 48.75rem)' } };

export interface ValuationModalProps {
  /** The postcode whose sales are shown; null = closed. */
  postCode: string | null;
  onClose: () => void;
}

/** The sales-history valuation table of a postcode (docs/product.md#sales-history). */
export function ValuationModal({ postCode, onClose }: ValuationModalProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { data, isPending, isError } = useValuation(postCode);
  return (
    <Modal
      fullScreen={phone}
      opened={postCode !== null}
      onClose={onClose}
      // As wide as the table's columns (up to the screen), from the width of 'xl' up.
      size="auto"
      styles={MODAL_STYLES}
      title={
        <Text fw={700}>
          Sales history{postCode ? ` in ${postCode}` : ''}{' '}
          <FigureTip id="estimate">
            <Text span size="xs" c="dimmed" fw={400}>
              (Est Price: the property today)
            </Text>
          </FigureTip>
        </Text>
      }
    >
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : isError ? (
        <Alert color="red">Error processing request</Alert>
      ) : data.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed" data-testid="valuation-empty">
          No Properties found in {postCode}
        </Text>
      ) : (
        <DataTable
          caption={`Sales in ${postCode}`}
          rows={data}
          columns={COLUMNS}
          rowKey={(r, i) => `${r.date_of_transfer}-${r.sold_price}-${i}`}
        />
      )}
    </Modal>
  );
}
