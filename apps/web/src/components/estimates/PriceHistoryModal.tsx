import { Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { usePriceVariation, type PriceVariationRow } from './api/get-price-variation.ts';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { addressLine } from './EstimateCard.tsx';
import { changePercent, priceChange, TONE_COLOURS } from './figures.ts';

interface Step extends PriceVariationRow {
  /** Change from the price before, in percent (null for the first price). */
  change: number | null;
}

export function priceSteps(rows: readonly PriceVariationRow[]): Step[] {
  return rows.map((row, i) => ({
    ...row,
    change: i === 0 ? null : changePercent(rows[i - 1]!.price_amount, row.price_amount),
  }));
}

function ChangeNote({ change }: { change: number | null }) {
  if (change === null || change === 0) return null;
  const c = priceChange(change);
  return (
    <Group gap={2} wrap="nowrap" c={TONE_COLOURS[c.tone]} component="span" display="inline-flex">
      {c.direction === 'down' ? <IconArrowDownRight size={14} /> : <IconArrowUpRight size={14} />}
      <Text span size="xs" fw={600}>
        {c.text}
      </Text>
    </Group>
  );
}

const COLUMNS: DataColumn<Step>[] = [
  {
    header: 'Price',
    cell: (s) => (
      <Group gap="xs" wrap="nowrap">
        <Text span size="sm" fw={600}>
          {formatGBP(s.price_amount)}
        </Text>
        <ChangeNote change={s.change} />
      </Group>
    ),
  },
  { header: 'Updated On', cell: (s) => formatDate(s.updated_dt), numeric: true },
];

export interface PriceHistoryModalProps {
  card: EstimateCard | null;
  onClose: () => void;
}

/** A listing's asking prices (docs/product.md#price-history): failures are only logged. */
export function PriceHistoryModal({ card, onClose }: PriceHistoryModalProps) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { data, isPending, isError } = usePriceVariation(card?.propertyId ?? null);
  const steps = data ? priceSteps(data) : [];
  const overall =
    steps.length > 1
      ? changePercent(steps[0]!.price_amount, steps[steps.length - 1]!.price_amount)
      : null;
  return (
    <Modal
      fullScreen={phone}
      opened={card !== null}
      onClose={onClose}
      size="lg"
      title={<Text fw={700}>Price history</Text>}
    >
      {card?.address && (
        <Text size="sm" c="dimmed" mb="sm">
          {addressLine(card)}
        </Text>
      )}
      {isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : isError || steps.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed">
          No price history recorded for this property.
        </Text>
      ) : (
        <>
          {overall !== null && overall !== 0 && (
            <Text size="sm" mb="sm" data-testid="price-history-summary">
              Since first listed: <ChangeNote change={overall} />
            </Text>
          )}
          <DataTable
            caption="Asking prices"
            rows={steps}
            columns={COLUMNS}
            rowKey={(s) => s.updated_dt}
          />
        </>
      )}
    </Modal>
  );
}
