import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatMonth } from '../../lib/format.ts';
import { ChartTable } from './ChartTable.tsx';

/** Colours of the lines, in order (distinct in print and for common colour blindness). */
export const SERIES_COLOURS = [
  'blue.7',
  'orange.6',
  'teal.7',
  'grape.6',
  'red.7',
  'cyan.7',
  'lime.8',
  'pink.6',
  'indigo.5',
  'yellow.7',
];

/**
 * A line chart of monthly series (`series` the months 'YYYY-MM', `data` one array per
 * line), with its figures as a table beneath. Loads @mantine/charts (recharts): import it
 * only from pages that chart.
 */
export function SeriesChart({
  series,
  data,
  unit,
  label,
  height = 320,
  testId,
}: {
  series: string[];
  data: Record<string, (number | null)[]>;
  unit: string;
  label: string;
  height?: number;
  testId?: string;
}) {
  const names = Object.keys(data);
  // Lines are keyed s0, s1, ...: recharts reads a dotted key ('St. Helens') as a path.
  const rows = series.map((month, i) => {
    const row: Record<string, string | number | null> = { month: formatMonth(`${month}-01`) };
    names.forEach((n, k) => (row[`s${k}`] = data[n]![i] ?? null));
    return row;
  });
  return (
    <Box data-testid={testId}>
      <div role="img" aria-label={label}>
        <LineChart
          h={height}
          data={rows}
          dataKey="month"
          series={names.map((name, i) => ({
            name: `s${i}`,
            label: name,
            color: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
          }))}
          withDots={series.length <= 24}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          connectNulls={false}
          curveType="linear"
          unit={unit}
          valueFormatter={(v) => v.toFixed(2)}
          xAxisProps={{ minTickGap: 24 }}
          yAxisProps={{ width: 56, domain: ['auto', 'auto'] }}
        />
      </div>
      <ChartTable
        caption={label}
        columns={['Month', ...names]}
        rows={rows.map((r) => [
          r.month as string,
          ...names.map((_, k) => (r[`s${k}`] === null ? '-' : (r[`s${k}`] as number).toFixed(2))),
        ])}
      />
    </Box>
  );
}
