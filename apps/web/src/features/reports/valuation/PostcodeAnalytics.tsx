import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import { formatGBP, formatMonth, formatNumber } from '../../../lib/format.ts';
import { Figure } from '../Figure.tsx';
import { SalesPerYear } from './SalesPerYear.tsx';

/** A demo series is named as such beside the HPI change (docs/methodology.md "Reports"). */
const HPI_SERIES_NOTE = {
  demo: 'demo series, not the published UK HPI',
  mixed: 'partly demo series',
} as const;

/** The postcode's median price and £/m², its sales, the HPI change of its area, sales per year. */
export function PostcodeAnalytics({ valuation: v }: { valuation: PostcodeValuation }) {
  const hpi = v.hpiChange;
  return (
    <Paper withBorder p="md" radius="md" data-testid="postcode-analytics">
      <Title order={2} size="h4" mb="xs">
        {v.postCode} analytics
      </Title>
      <SimpleGrid cols={2}>
        <Figure label="Median price (5 years)" value={formatGBP(v.medianPrice)} />
        <Figure label="Median £/m² (5 years)" value={formatGBP(v.medianPpsm)} />
        <Figure
          label="Sales held"
          value={`${formatNumber(v.sales)} (${formatNumber(v.recentSales)} in 5 years)`}
        />
        <Figure
          label={`HPI change ${hpi ? `(${hpi.area}, to ${formatMonth(hpi.latestMonth)}${hpi.source === 'published' ? '' : `; ${HPI_SERIES_NOTE[hpi.source]}`})` : ''}`}
          value={`1 year ${hpi?.change12m?.toFixed(2) ?? '-'}%; 5 years ${hpi?.change60m?.toFixed(2) ?? '-'}%`}
        />
      </SimpleGrid>
      <SalesPerYear valuation={v} />
    </Paper>
  );
}
