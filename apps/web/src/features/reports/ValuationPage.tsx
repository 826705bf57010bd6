import {
  Button,
  Chip,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import { PROPERTY_TYPE_NAMES } from '@yardstick/core/reports/valuation-query';
import { useMemo, useState } from 'react';
import { BaseMap } from '../../components/map/BaseMap.tsx';
import { MarkerLayer } from '../../components/map/MarkerLayer.tsx';
import { popupElement } from '../../components/map/popup.ts';
import { formatDate, formatGBP, formatMonth, formatNumber } from '../../lib/format.ts';
import { parseMoney } from '../../lib/format.ts';
import { useFacilities, usePostcodeValuation, type PostcodeFilter } from './api/valuation.ts';
import { ReportBreadcrumbs } from './ReportBreadcrumbs.tsx';
import { ChartTable } from '../../components/charts/ChartTable.tsx';

function FacilitiesMap({ postCode }: { postCode: string }) {
  const facilities = useFacilities(postCode);
  const f = facilities.data;
  const points = useMemo(() => {
    if (!f) return [];
    const list = [
      {
        id: 'postcode',
        lat: f.latitude,
        lng: f.longitude,
        colour: '#1c7ed6',
        name: f.post_code,
        kind: 'Postcode',
      },
    ];
    if (f.schoolLatitude !== null && f.schoolLongitude !== null)
      list.push({
        id: 'school',
        lat: f.schoolLatitude,
        lng: f.schoolLongitude,
        colour: '#2f9e44',
        name: f.nearestSchoolName ?? '',
        kind: 'School',
      });
    if (f.busLatitude !== null && f.busLongitude !== null)
      list.push({
        id: 'bus',
        lat: f.busLatitude,
        lng: f.busLongitude,
        colour: '#f08c00',
        name: f.nearestBusStopName ?? '',
        kind: 'Bus stop',
      });
    if (f.railwayLatitude !== null && f.railwayLongitude !== null)
      list.push({
        id: 'rail',
        lat: f.railwayLatitude,
        lng: f.railwayLongitude,
        colour: '#862e9c',
        name: f.nearestRailwayStationName ?? '',
        kind: 'Station',
      });
    return list;
  }, [f]);
  if (facilities.isPending) return <Skeleton height={280} />;
  if (!f) return <Text c="dimmed">No facilities held for this postcode.</Text>;
  return (
    <Stack gap={4}>
      <BaseMap
        center={[f.latitude, f.longitude]}
        zoom={15}
        label={`Map of ${f.post_code} and its nearest school, bus stop and station`}
        style={{ height: 280, borderRadius: 8 }}
      >
        <MarkerLayer
          points={points.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, colour: p.colour }))}
          popup={(id) => {
            const p = points.find((x) => x.id === id)!;
            return popupElement({ title: p.kind, rows: [{ label: 'Name', value: p.name }] });
          }}
          highlightedId="postcode"
        />
      </BaseMap>
      <Text size="xs" c="dimmed" data-testid="facilities-text">
        Nearest school: {f.nearestSchoolName ?? '-'} ({formatNumber(f.nearestSchoolDistanceMts)} m);
        bus stop: {f.nearestBusStopName ?? '-'} ({formatNumber(f.nearestBusStopDistanceMts)} m);
        station: {f.nearestRailwayStationName ?? '-'} (
        {formatNumber(f.nearestRailwayStationDistanceMts)} m).
      </Text>
    </Stack>
  );
}

/**
 * /valuation (spec §2 "Property valuation page"): a postcode with filters (property types,
 * price, floor area), its nearest facilities on a map, its analytics and its sales with the
 * estimate of each property today.
 */
export function ValuationPage() {
  const [location, setLocation] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [minArea, setMinArea] = useState('');
  const [maxArea, setMaxArea] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<PostcodeFilter | null>(null);
  const result = usePostcodeValuation(filter);
  const v = result.data;
  const num = (t: string) => (t.trim() === '' ? undefined : Number(t));

  const search = () => {
    const parsed = parsePostcode(location.split(',')[0] ?? '');
    if (!parsed) {
      setError('Enter a full postcode such as RG1 4AY');
      return;
    }
    setError(null);
    setLocation(parsed.postcode);
    setFilter({
      postCode: parsed.postcode,
      propertyTypes: types,
      minPrice: parseMoney(minPrice),
      maxPrice: parseMoney(maxPrice),
      minFloorArea: num(minArea),
      maxFloorArea: num(maxArea),
    });
  };

  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Valuation" section={null} />
      <Title order={1} size="h2" mb="sm">
        Valuation
      </Title>
      <Paper withBorder p="md" radius="md" mb="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
            <TextInput
              label="Location (postcode)"
              placeholder="RG1 4AY"
              value={location}
              onChange={(e) => setLocation(e.currentTarget.value)}
              error={error}
            />
            <TextInput
              label="Min price (£)"
              value={minPrice}
              onChange={(e) => setMinPrice(e.currentTarget.value)}
            />
            <TextInput
              label="Max price (£)"
              value={maxPrice}
              onChange={(e) => setMaxPrice(e.currentTarget.value)}
            />
            <TextInput
              label="Min floor area (m²)"
              value={minArea}
              onChange={(e) => setMinArea(e.currentTarget.value)}
            />
            <TextInput
              label="Max floor area (m²)"
              value={maxArea}
              onChange={(e) => setMaxArea(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group mt="sm" justify="space-between">
            <Chip.Group multiple value={types} onChange={setTypes}>
              <Group gap={6}>
                {Object.entries(PROPERTY_TYPE_NAMES).map(([value, label]) => (
                  <Chip key={value} value={value} size="xs">
                    {label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </Paper>
      {filter === null ? (
        <Text c="dimmed">Enter a postcode to value its street.</Text>
      ) : result.isPending ? (
        <Skeleton height={240} />
      ) : !v ? null : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FacilitiesMap postCode={v.postCode} />
            <Paper withBorder p="md" radius="md" data-testid="postcode-analytics">
              <Title order={2} size="h4" mb="xs">
                {v.postCode} analytics
              </Title>
              <SimpleGrid cols={2}>
                <div>
                  <Text size="xs" c="dimmed">
                    Median price (5 years)
                  </Text>
                  <Text fw={700}>{formatGBP(v.medianPrice)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Median £/m² (5 years)
                  </Text>
                  <Text fw={700}>{formatGBP(v.medianPpsm)}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Sales held
                  </Text>
                  <Text fw={700}>
                    {formatNumber(v.sales)} ({formatNumber(v.recentSales)} in 5 years)
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    HPI change{' '}
                    {v.hpiChange
                      ? `(${v.hpiChange.area}, to ${formatMonth(v.hpiChange.latestMonth)})`
                      : ''}
                  </Text>
                  <Text fw={700}>
                    1 year {v.hpiChange?.change12m?.toFixed(2) ?? '-'}%; 5 years{' '}
                    {v.hpiChange?.change60m?.toFixed(2) ?? '-'}%
                  </Text>
                </div>
              </SimpleGrid>
              <Text size="sm" fw={700} mt="sm">
                Sales per year
              </Text>
              <ChartTable
                caption={`Sales per year in ${v.postCode}`}
                columns={['Year', 'Sales', 'Median price']}
                rows={v.salesPerYear.map((y) => [y.year, y.sales, formatGBP(y.medianPrice)])}
                testId="sales-per-year"
              />
              <Group gap={4} mt={4} align="flex-end" h={60} aria-hidden>
                {(() => {
                  const max = Math.max(1, ...v.salesPerYear.map((y) => y.sales));
                  return v.salesPerYear.map((y) => (
                    <div
                      key={y.year}
                      title={`${y.year}: ${y.sales}`}
                      style={{
                        width: 6,
                        height: `${(y.sales / max) * 100}%`,
                        background: '#1c7ed6',
                      }}
                    />
                  ));
                })()}
              </Group>
            </Paper>
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="xs">
              Valuation list
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped fz="sm" data-testid="valuation-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Sold</Table.Th>
                    <Table.Th ta="right">Sold price</Table.Th>
                    <Table.Th ta="right">m²</Table.Th>
                    <Table.Th ta="right">Estimate today</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {v.rows.map((r, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{r.property_address}</Table.Td>
                      <Table.Td>{r.property_type}</Table.Td>
                      <Table.Td>{formatDate(r.date_of_transfer)}</Table.Td>
                      <Table.Td ta="right">{formatGBP(r.sold_price)}</Table.Td>
                      <Table.Td ta="right">{r.total_floor_area ?? '-'}</Table.Td>
                      <Table.Td ta="right">
                        {r.range1_price === null
                          ? '-'
                          : r.range1_price === r.range2_price
                            ? formatGBP(r.range1_price)
                            : `${formatGBP(r.range1_price)} - ${formatGBP(r.range2_price)}`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {v.rows.length === 0 && <Text c="dimmed">No sales match the filters.</Text>}
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
