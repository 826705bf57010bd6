import { Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import {
  HPI_SERIES,
  HPI_SERIES_LABELS,
  type HpiSeriesName,
  type HpiSeriesResponse,
} from '@yardstick/core/reports/hpi';
import type { UseQueryResult } from '@tanstack/react-query';
import { SeriesChart } from '../../../components/charts/SeriesChart.tsx';
import { usePhone } from '../../../lib/phone.ts';
import { DistrictPicker } from './DistrictPicker.tsx';
import { DurationRadios } from './DurationRadios.tsx';
import { appliedDistricts, asChange, hpiChartLabel, type HpiChartChoices } from './hpi-view.ts';

const MEASURES = [
  { value: 'index', label: 'Index' },
  { value: 'change', label: '% change' },
];

/** The chart view: districts, duration, property type and measure, then the chart. */
export function HpiChartPanel({
  choices: c,
  change,
  chart,
}: {
  choices: HpiChartChoices;
  change: (patch: Partial<HpiChartChoices>, remember: boolean) => void;
  chart: UseQueryResult<HpiSeriesResponse>;
}) {
  const typeLabel = HPI_SERIES_LABELS[c.propertyType];
  // Five types do not fit a phone's width side by side: there they stand one above another.
  const phone = usePhone();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <DistrictPicker
          picked={c.picked}
          topDistricts={c.topDistricts}
          onPick={(picked) => change({ picked }, false)}
          onTop={(topDistricts) => change({ topDistricts }, false)}
          onSearch={() => change({ applied: appliedDistricts(c.picked, c.topDistricts) }, true)}
        />
        <DurationRadios value={c.duration} onChange={(duration) => change({ duration }, true)} />
        <Group wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Property type"
            size="xs"
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
            value={c.propertyType}
            onChange={(v) => change({ propertyType: v as HpiSeriesName }, true)}
            data={HPI_SERIES.map((s) => ({ value: s, label: HPI_SERIES_LABELS[s] }))}
          />
          <SegmentedControl
            aria-label="Measure"
            size="xs"
            value={c.measure}
            onChange={(v) => change({ measure: v as 'index' | 'change' }, true)}
            data={MEASURES}
          />
        </Group>
        {chart.isPending && chart.fetchStatus !== 'idle' ? (
          <Skeleton height={320} />
        ) : chart.data && chart.data.series.length > 0 ? (
          <SeriesChart
            testId="hpi-chart"
            series={chart.data.series}
            data={asChange(chart.data.data, c.measure)}
            unit={c.measure === 'change' ? '%' : ''}
            label={hpiChartLabel(chart.data, c.propertyType, c.measure)}
          />
        ) : (
          <Text c="dimmed">Choose districts and press Search, or tick Top 5 Capital Gains.</Text>
        )}
        <Text size="xs" c="dimmed">
          {c.applied.top
            ? `Top 5 Capital Gains: the five districts whose ${typeLabel.toLowerCase()} index rose most over the duration.`
            : 'The districts you chose.'}{' '}
          The index is 100 in January 2023 (the UK HPI's base).
        </Text>
      </Stack>
    </Paper>
  );
}
