import { Text } from '@mantine/core';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { FigureList } from '../../components/property/FigureList.tsx';
import { hpiValuation } from '../../components/property/figures.ts';
import { Section } from '../../components/property/Section.tsx';

const perSqm = (v: number | null) => (v === null ? '-' : `${formatGBP(v)} / m²`);

/**
 * Sales and price per m2: the last sale of the property (price and £/m2), the area's HPI
 * £/m2 and the HPI-based valuation = floor area x HPI £/m2.
 */
export function SalesPpsmSection({ property: p }: { property: PropertyDetails }) {
  const valuation = p.hpiValuation ?? hpiValuation(p.totalFloorArea, p.hpiPPSM);
  return (
    <Section title="Sales and price per m²" testId="sales-ppsm">
      <FigureList
        figures={[
          { label: 'Last sold price', value: formatGBP(p.soldPrice), testId: 'sold-price' },
          { label: 'Sold on', value: formatDate(p.dateOfTransfer) },
          { label: 'Sold £/m²', value: perSqm(p.soldPPSM) },
          { label: 'HPI £/m²', value: perSqm(p.hpiPPSM) },
          { label: 'HPI-based valuation', value: formatGBP(valuation), testId: 'hpi-valuation' },
          { label: 'Asking £/m²', value: perSqm(askingPpsm(p)) },
        ]}
      />
      <Text size="xs" c="dimmed">
        HPI-based valuation = floor area x HPI £/m² (the local house price index applied to recent
        sales per m²).
      </Text>
    </Section>
  );
}

function askingPpsm(p: PropertyDetails): number | null {
  return p.listPrice && p.totalFloorArea ? Math.round(p.listPrice / p.totalFloorArea) : null;
}
