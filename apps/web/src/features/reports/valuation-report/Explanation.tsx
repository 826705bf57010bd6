import { Stack, Text } from '@mantine/core';
import type { ValuationResult } from '@yardstick/core/reports/valuation-query';
import { HPI_SOURCE_NAMES } from '@yardstick/core/reports/hpi-source';
import { formatGBP, formatMonth, formatNumber } from '../../../lib/format.ts';

/** How each of the three figures was made, with the numbers that made it. */
export function Explanation({ result: r }: { result: ValuationResult }) {
  const e = r.explanation;
  return (
    <Stack gap={4} data-testid="valuation-explanation">
      <Text size="sm">
        <b>HPI Price</b>: the sold price brought to {formatMonth(e.latestMonth)} with{' '}
        {HPI_SOURCE_NAMES[e.hpiSource ?? 'published']}{' '}
        {e.hpiArea ? `of ${e.hpiArea} (${e.hpiSeries})` : '(no series held)'}:{' '}
        {formatGBP(r.inputs.soldPrice)} x {e.indexNow ?? '-'} / {e.indexThen ?? '-'} (
        {formatMonth(e.soldMonth)}).
      </Text>
      <Text size="sm">
        <b>HPI Index</b>: the change of that index between the two months, in %.
      </Text>
      <Text size="sm">
        <b>Avg Price</b>: the median £/m² ({formatGBP(e.medianPpsm)}) of {e.comparables} comparable
        sales within {formatNumber(r.inputs.radius)} m over {r.inputs.years} years, each brought to
        today by its area's HPI, times {r.inputs.sqMts ?? '-'} m².
        {e.avgPriceNote ? ` ${e.avgPriceNote}` : ''}
      </Text>
    </Stack>
  );
}
