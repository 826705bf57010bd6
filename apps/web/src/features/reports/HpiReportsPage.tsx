import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  MultiSelect,
  Pagination,
  Paper,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  HPI_DURATION_LABELS,
  HPI_LIST_DEFAULT_SORT,
  HPI_LIST_PAGE_SIZE,
  HPI_SERIES,
  HPI_SERIES_LABELS,
  type HpiDuration,
  type HpiListColumn,
  type HpiListSort,
  type HpiSeriesName,
} from '@yardstick/core/reports/hpi';
import { hpiPreferenceSchema, type HpiPreference } from '@yardstick/core/reports/preferences';
import { useMemo, useState } from 'react';
import { SeriesChart } from '../../components/charts/SeriesChart.tsx';
import { formatMonth } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useDistricts, useHpiChart, useHpiList } from './api/hpi.ts';
import { usePreference, useSavePreference } from './api/preferences.ts';
import { asChange, hpiCell, safeJson } from './hpi-view.ts';
import { ReportBreadcrumbs } from './ReportBreadcrumbs.tsx';

const COLUMNS: { column: HpiListColumn; label: string; numeric: boolean }[] = [
  { column: 'countyName', label: 'County', numeric: false },
  { column: 'districtName', label: 'District', numeric: false },
  { column: 'detachedHpi', label: 'Detached', numeric: true },
  { column: 'semiDetachedHpi', label: 'Semi Detached', numeric: true },
  { column: 'terracedHpi', label: 'Terraced', numeric: true },
  { column: 'flatHpi', label: 'Flat', numeric: true },
  { column: 'otherHpi', label: 'Other', numeric: true },
];

function DurationRadios({
  value,
  onChange,
}: {
  value: HpiDuration;
  onChange: (d: HpiDuration) => void;
}) {
  return (
    <Radio.Group
      label="Duration"
      value={String(value)}
      onChange={(v) => onChange(v === 'max' ? 'max' : (Number(v) as HpiDuration))}
    >
      <Group gap="md" mt={4}>
        {HPI_DURATION_LABELS.map((d) => (
          <Radio key={String(d.value)} value={String(d.value)} label={d.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * /hpi-reports (public; spec §2 "HPI reports"): the UK House Price Index by local authority
 * district, as a chart (default) or a list. A signed-in user's choices are kept
 * (`hpi_analytics` preferences); a visitor gets the defaults.
 */
export function HpiReportsPage() {
  const session = useSession();
  const signedIn = !!session.data;
  const preference = usePreference('hpi_analytics', signedIn);
  const save = useSavePreference('hpi_analytics');
  const [view, setView] = useState<'chart' | 'list'>('chart');
  const [duration, setDuration] = useState<HpiDuration>(60);
  const [topDistricts, setTopDistricts] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const [applied, setApplied] = useState<{ codes: string[]; top: boolean }>({
    codes: [],
    top: true,
  });
  const [propertyType, setPropertyType] = useState<HpiSeriesName>('all');
  const [measure, setMeasure] = useState<'index' | 'change'>('index');
  const [listDuration, setListDuration] = useState<HpiDuration>(12);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<HpiListSort>(HPI_LIST_DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [restored, setRestored] = useState(false);

  // The saved choices apply once, when they arrive (state adjusted during render, not in an
  // effect: React's pattern for state that follows a query's answer).
  const saved = preference.data?.configJson ?? null;
  if (saved !== null && !restored) {
    setRestored(true);
    const result = hpiPreferenceSchema.safeParse(safeJson(saved));
    if (result.success) {
      const parsed = result.data;
      if (parsed.view) setView(parsed.view);
      if (parsed.duration !== undefined) setDuration(parsed.duration);
      if (parsed.propertyType) setPropertyType(parsed.propertyType);
      if (parsed.measure) setMeasure(parsed.measure);
      const codes = parsed.districtCodes ?? [];
      const top = parsed.topDistricts ?? codes.length === 0;
      setPicked(codes);
      setTopDistricts(top);
      setApplied({ codes, top });
    }
  }

  const remember = (changes: Partial<HpiPreference>) => {
    if (!signedIn) return;
    save.mutate({
      view,
      duration,
      districtCodes: applied.codes,
      topDistricts: applied.top,
      propertyType,
      measure,
      ...changes,
    });
  };

  const districts = useDistricts();
  const options = useMemo(
    () =>
      (districts.data ?? []).map((d) => ({
        value: d.district_code,
        label: `${d.district_name} (${d.county_name})`,
      })),
    [districts.data],
  );
  const chart = useHpiChart({
    duration,
    districtCodes: applied.codes,
    topDistricts: applied.top,
    propertyType,
    enabled: view === 'chart',
  });
  const list = useHpiList({
    duration: listDuration,
    page,
    size: HPI_LIST_PAGE_SIZE,
    sort,
    search: search.trim(),
    enabled: view === 'list',
  });
  const latest = (view === 'chart' ? chart.data?.latestMonth : list.data?.latestMonth) ?? null;

  const switchView = (v: 'chart' | 'list') => {
    setView(v);
    remember({ view: v });
  };
  const toggleSort = (column: HpiListColumn) => {
    setSort((s) =>
      s.column === column
        ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
    setPage(0);
  };
  const chartData = chart.data ? asChange(chart.data.data, measure) : {};
  const typeLabel = HPI_SERIES_LABELS[propertyType];

  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="House Price Index" />
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={1} size="h2">
            House Price Index
          </Title>
          <Text size="sm" c="dimmed" data-testid="hpi-latest">
            UK HPI (HM Land Registry, ONS) by local authority district
            {latest ? `; latest month held: ${formatMonth(latest)}` : ''}.
          </Text>
        </div>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => switchView(v as 'chart' | 'list')}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'list', label: 'List' },
          ]}
        />
      </Group>

      {view === 'chart' ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Checkbox
              label="Top 5 Capital Gains"
              checked={topDistricts}
              onChange={(e) => setTopDistricts(e.currentTarget.checked)}
            />
            <Group align="flex-end" wrap="wrap">
              <MultiSelect
                label="Districts"
                placeholder={topDistricts ? 'Top 5 chosen for you' : 'Type to search districts'}
                data={options}
                value={picked}
                onChange={setPicked}
                searchable
                clearable
                maxValues={10}
                disabled={topDistricts}
                nothingFoundMessage="No district of that name"
                style={{ flex: 1, minWidth: 240 }}
                data-testid="hpi-districts"
              />
              <Button
                onClick={() => {
                  const next = {
                    codes: topDistricts ? [] : picked,
                    top: topDistricts || picked.length === 0,
                  };
                  setApplied(next);
                  remember({ districtCodes: next.codes, topDistricts: next.top });
                }}
              >
                Search
              </Button>
            </Group>
            <DurationRadios
              value={duration}
              onChange={(d) => {
                setDuration(d);
                remember({ duration: d });
              }}
            />
            <Group wrap="wrap" gap="sm">
              <SegmentedControl
                aria-label="Property type"
                size="xs"
                value={propertyType}
                onChange={(v) => {
                  setPropertyType(v as HpiSeriesName);
                  remember({ propertyType: v as HpiSeriesName });
                }}
                data={HPI_SERIES.map((s) => ({ value: s, label: HPI_SERIES_LABELS[s] }))}
              />
              <SegmentedControl
                aria-label="Measure"
                size="xs"
                value={measure}
                onChange={(v) => {
                  setMeasure(v as 'index' | 'change');
                  remember({ measure: v as 'index' | 'change' });
                }}
                data={[
                  { value: 'index', label: 'Index' },
                  { value: 'change', label: '% change' },
                ]}
              />
            </Group>
            {chart.isPending && chart.fetchStatus !== 'idle' ? (
              <Skeleton height={320} />
            ) : chart.data && chart.data.series.length > 0 ? (
              <SeriesChart
                testId="hpi-chart"
                series={chart.data.series}
                data={chartData}
                unit={measure === 'change' ? '%' : ''}
                label={`${typeLabel} house price ${measure === 'change' ? 'change (%) since the first month' : 'index (Jan 2023 = 100)'} of ${chart.data.districts.map((d) => d.name).join(', ')}, ${formatMonth(`${chart.data.series[0]}-01`)} to ${formatMonth(`${chart.data.series.at(-1)}-01`)}`}
              />
            ) : (
              <Text c="dimmed">
                Choose districts and press Search, or tick Top 5 Capital Gains.
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {applied.top
                ? `Top 5 Capital Gains: the five districts whose ${typeLabel.toLowerCase()} index rose most over the duration.`
                : 'The districts you chose.'}{' '}
              The index is 100 in January 2023 (the UK HPI's base).
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <DurationRadios
                value={listDuration}
                onChange={(d) => {
                  setListDuration(d);
                  setPage(0);
                }}
              />
              <Anchor component="button" type="button" onClick={() => switchView('chart')}>
                Graphical View
              </Anchor>
            </Group>
            <TextInput
              placeholder="County or District"
              aria-label="Search county or district"
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(0);
              }}
              maw={360}
            />
            <Text size="sm" c="dimmed">
              Index change (%) of each property type from{' '}
              {list.data?.fromMonth ? formatMonth(list.data.fromMonth) : 'the first month held'} to{' '}
              {formatMonth(list.data?.latestMonth ?? null)}; Other is the all-property-types index.
            </Text>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover data-testid="hpi-list">
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((c) => (
                      <Table.Th
                        key={c.column}
                        ta={c.numeric ? 'right' : 'left'}
                        aria-sort={
                          sort.column === c.column
                            ? sort.direction === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : 'none'
                        }
                      >
                        <UnstyledButton onClick={() => toggleSort(c.column)} fw={700} fz="sm">
                          {c.label}
                          {c.numeric ? ' (%)' : ''}
                          {sort.column === c.column ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </UnstyledButton>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(list.data?.content ?? []).map((r) => (
                    <Table.Tr key={r.districtCode}>
                      <Table.Td>{r.countyName}</Table.Td>
                      <Table.Td>{r.districtName}</Table.Td>
                      {[r.detachedHpi, r.semiDetachedHpi, r.terracedHpi, r.flatHpi, r.otherHpi].map(
                        (v, i) => (
                          <Table.Td key={i} ta="right">
                            {hpiCell(v)}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.data && list.data.content.length === 0 && (
              <Text c="dimmed">No county or district matches.</Text>
            )}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {list.data?.page.totalElements ?? 0} districts
              </Text>
              <Pagination
                total={list.data?.page.totalPages ?? 0}
                value={page + 1}
                onChange={(p) => setPage(p - 1)}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
