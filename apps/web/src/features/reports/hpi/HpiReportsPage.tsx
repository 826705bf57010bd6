import { Container, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { HPI_SOURCE_LABELS } from '@yardstick/core/reports/hpi-source';
import { formatMonth } from '../../../lib/format.ts';
import { useHpiChart } from '../api/get-hpi-chart.ts';
import { useHpiList } from '../api/get-hpi-list.ts';
import { ReportBreadcrumbs } from '../ReportBreadcrumbs.tsx';
import { HpiChartPanel } from './HpiChartPanel.tsx';
import { chartQueryOf } from './hpi-view.ts';
import { HpiListPanel } from './HpiListPanel.tsx';
import { useHpiChoices } from './use-hpi-choices.ts';
import { useHpiListChoices } from './use-hpi-list-choices.ts';

const VIEWS = [
  { value: 'chart', label: 'Chart' },
  { value: 'list', label: 'List' },
];

/**
 * /hpi-reports (public; spec §2 "HPI reports"): the UK House Price Index by local authority
 * district, as a chart (default) or a list. A signed-in user's choices are kept
 * (`hpi_analytics` preferences); a visitor gets the defaults.
 */
export function HpiReportsPage() {
  const { choices, change } = useHpiChoices();
  const listChoices = useHpiListChoices();
  const chart = useHpiChart(chartQueryOf(choices), choices.view === 'chart');
  const list = useHpiList(listChoices.query, choices.view === 'list');
  const shown = choices.view === 'chart' ? chart.data : list.data;
  const latest = shown?.latestMonth ?? null;
  // What the series are, from the months held (hpi.provenance): never a demo series called
  // the published UK HPI.
  const source = shown?.source ?? null;
  const switchView = (view: 'chart' | 'list') => change({ view }, true);

  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="House Price Index" />
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={1} size="h2">
            House Price Index
          </Title>
          <Text size="sm" c="dimmed" data-testid="hpi-latest" data-source={source ?? undefined}>
            {source ? HPI_SOURCE_LABELS[source] : 'House price index'}
            {source && source !== 'published' ? ' —' : ''} by local authority district
            {latest ? `; latest month held: ${formatMonth(latest)}` : ''}.
          </Text>
        </div>
        <SegmentedControl
          aria-label="View"
          value={choices.view}
          onChange={(v) => switchView(v as 'chart' | 'list')}
          data={VIEWS}
        />
      </Group>
      {choices.view === 'chart' ? (
        <HpiChartPanel choices={choices} change={change} chart={chart} />
      ) : (
        <HpiListPanel choices={listChoices} list={list} onChart={() => switchView('chart')} />
      )}
    </Container>
  );
}
