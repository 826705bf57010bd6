import { Group, Table, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { usePriceVariation } from '../../components/estimates/api/get-price-variation.ts';
import { priceChange, TONE_COLOURS } from '../../components/estimates/figures.ts';
import { priceSteps } from '../../components/estimates/PriceHistoryModal.tsx';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { Section } from '../../components/property/Section.tsx';

/** Shown only when the asking price has changed (docs/product.md#price-variation-block), with the price history. */
export function PriceVariationBlock({ property }: { property: PropertyDetails }) {
  const change = priceChange(property.priceVariation);
  const history = usePriceVariation(change.direction === 'none' ? null : property.propertyId);
  if (change.direction === 'none') return null;
  const steps = history.data ? priceSteps(history.data) : [];
  return (
    <Section title="Price variation" testId="price-variation">
      <Group gap={4} c={TONE_COLOURS[change.tone]}>
        {change.direction === 'down' ? (
          <IconArrowDownRight size={20} />
        ) : (
          <IconArrowUpRight size={20} />
        )}
        <Text fw={700}>{change.text} since first listed</Text>
      </Group>
      {history.isPending ? null : steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          No price history recorded for this property.
        </Text>
      ) : (
        <Table aria-label="Asking prices" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Price</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              <Table.Th ta="right">Updated On</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((s) => {
              const c = priceChange(s.change);
              return (
                <Table.Tr key={s.updated_dt}>
                  <Table.Td fw={600}>{formatGBP(s.price_amount)}</Table.Td>
                  <Table.Td ta="right" c={TONE_COLOURS[c.tone]}>
                    {s.change === null ? 'First listed' : c.text}
                  </Table.Td>
                  <Table.Td ta="right">{formatDate(s.updated_dt)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}
