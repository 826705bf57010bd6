import {
  Anchor,
  Autocomplete,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  parseAreaCode,
  AREA_YIELDS_PAGE_SIZE,
  YIELD_GAUGE_MAX,
} from '@yardstick/core/reports/area';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { YieldBarChart } from '../../components/charts/YieldBarChart.tsx';
import { YieldGauge } from '../../components/charts/YieldGauge.tsx';
import { useLocationSuggestions } from '../../components/filter-bar/api/get-location-suggestions.ts';
import { filterParams } from '../../components/filter-bar/filter-model.ts';
import { formatGBP, formatNumber } from '../../lib/format.ts';
import { useAreaAverages, useAreaYields } from './api/area.ts';
import { ReportBreadcrumbs } from './ReportBreadcrumbs.tsx';

/** The estimates grid searching one unit postcode. */
export function postcodeSearchHref(postcode: string): string {
  const params = filterParams({ ...DEFAULT_FILTER, postCodes: [postcode], searchText: postcode });
  return `/estimates-es?${new URLSearchParams(params).toString()}`;
}

function Card({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={`card-${label}`}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

function YieldSection({ areaCode, order }: { areaCode: string; order: 'high' | 'low' }) {
  const [page, setPage] = useState(0);
  const yields = useAreaYields(areaCode, order, page, AREA_YIELDS_PAGE_SIZE);
  const title = order === 'high' ? 'HIGH YIELDING POSTCODES' : 'LOW YIELDING POSTCODES';
  const rows = yields.data?.content ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid={`yields-${order}`}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {yields.isPending ? (
        <Skeleton height={240} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No postcode here has enough sale and rental listings for a yield.</Text>
      ) : (
        <Stack gap="sm">
          <YieldBarChart
            rows={rows}
            colour={order === 'high' ? 'teal.6' : 'orange.6'}
            label={`Gross yield of ${rows.length} postcodes of ${areaCode}, ${order === 'high' ? 'highest' : 'lowest'} first: ${rows.map((r) => `${r.area} ${r.avg_yield.toFixed(2)}%`).join(', ')}`}
          />
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Post Code</Table.Th>
                  <Table.Th ta="right">Yield</Table.Th>
                  <Table.Th ta="right">Rent</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.area}>
                    <Table.Td>
                      <Anchor component={Link} to={postcodeSearchHref(r.area)} size="sm">
                        {r.area}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{r.avg_yield.toFixed(2)}%</Table.Td>
                    <Table.Td ta="right">{formatGBP(r.avg_rent)}</Table.Td>
                    <Table.Td ta="right">{formatGBP(r.avg_price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {yields.data?.page.totalElements ?? 0} postcodes
            </Text>
            <Pagination
              size="sm"
              total={yields.data?.page.totalPages ?? 0}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /area-analytics (spec §2 "Area analytics"): a postcode district's or area's average yield
 * (0-30 gauge), price, rent and listings, its HMO room market, and its postcodes ranked by
 * yield, each linking to the estimates search of that postcode.
 */
export function AreaAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const areaCode = params.get('areaCode') ?? '';
  const [text, setText] = useState(areaCode);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, 250);
  const suggestions = useLocationSuggestions(debounced);
  const options = [
    ...new Set(
      (suggestions.data ?? []).filter((s) => s.type === 'district').map((s) => `${s.code}`),
    ),
  ];
  const averages = useAreaAverages(areaCode);
  const a = averages.data;

  const submit = (value: string) => {
    const parsed = parseAreaCode(value.split(/[\s,]/)[0] ?? '');
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setText(parsed.value.code);
    setParams({ areaCode: parsed.value.code });
  };

  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Area Analytics" section={null} />
      <Title order={1} size="h2" mb="sm">
        Area analytics
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(text);
        }}
      >
        <Group align="flex-start" mb="md">
          <Autocomplete
            aria-label="Postcode district or area"
            placeholder="e.g. RG1"
            value={text}
            onChange={setText}
            onOptionSubmit={submit}
            data={options}
            error={error}
            maw={260}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>

      {areaCode === '' ? (
        <Text c="dimmed">Enter a postcode district (RG1) or area (RG) to see its yields.</Text>
      ) : averages.isPending ? (
        <Skeleton height={160} />
      ) : !a ? (
        <Text c="dimmed">No listings held in {areaCode}.</Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Card
              label="Average Yield (%)"
              value={a.avg_yield === null ? '-' : a.avg_yield.toFixed(2)}
            >
              <YieldGauge value={a.avg_yield} max={YIELD_GAUGE_MAX} />
              <Text size="xs" c="dimmed">
                Mean of {a.yield_postcodes} postcodes' gross yields
              </Text>
            </Card>
            <Card label="Average Price (£)" value={formatGBP(a.avg_price)} />
            <Card label="Average Rent (£)" value={formatGBP(a.avg_rent)}>
              <Text size="xs" c="dimmed">
                per month, whole homes
              </Text>
            </Card>
            <Card label="Total Listings" value={formatNumber(a.total_listing)}>
              <Text size="xs" c="dimmed">
                for sale; {formatNumber(a.rent_listings)} to rent
              </Text>
            </Card>
          </SimpleGrid>
          {a.roomAvg.roomsAvailable > 0 && (
            <Paper withBorder p="md" radius="md" data-testid="hmo">
              <Title order={2} size="h4" mb="xs">
                HMO room market
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <div>
                  <Text size="xs" c="dimmed">
                    Rooms available
                  </Text>
                  <Text fw={700}>{formatNumber(a.roomAvg.roomsAvailable)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Average room rent (£ per month)
                  </Text>
                  <Text fw={700}>{formatGBP(a.roomAvg.avgPrice)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Rooms wanted
                  </Text>
                  <Text fw={700}>
                    {a.roomAvg.roomsWanted === null
                      ? 'Not held'
                      : formatNumber(a.roomAvg.roomsWanted)}
                  </Text>
                  {a.roomAvg.roomsWanted === null && (
                    <Text size="xs" c="dimmed">
                      None of our sources carries room-wanted adverts.
                    </Text>
                  )}
                </div>
              </SimpleGrid>
            </Paper>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <YieldSection key={`high-${areaCode}`} areaCode={areaCode} order="high" />
            <YieldSection key={`low-${areaCode}`} areaCode={areaCode} order="low" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            A postcode's gross yield is its average monthly rent x 12 / its average asking price,
            where it has at least 3 sale and 1 rental listings; yields outside 2%-15% are left out
            as implausible. See{' '}
            <Anchor component={Link} to="/methodology">
              Methodology
            </Anchor>
            .
          </Text>
        </Stack>
      )}
    </Container>
  );
}
