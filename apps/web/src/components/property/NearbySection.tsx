import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBus, IconSchool, IconTrain } from '@tabler/icons-react';
import { schoolPhaseLabel, type SchoolRow, type StopRow } from '@yardstick/core/property/nearby';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { ReactNode } from 'react';
import { useBusStops, useRailStations } from './api/nearby-stops.ts';
import { ExpandableList } from './ExpandableList.tsx';
import { distanceText } from './figures.ts';

export interface NearbyPlace {
  name: string;
  distance: number | null;
  note?: string | null;
  phase?: string;
}

/** The nearest bus stop and railway station of the details, as lists of places. */
export function transportPlaces(p: PropertyDetails): { bus: NearbyPlace[]; train: NearbyPlace[] } {
  return {
    bus: p.nearestBusStopName
      ? [{ name: p.nearestBusStopName, distance: p.nearestBusStopDistanceMts }]
      : [],
    train: p.nearestRailwayStationName
      ? [{ name: p.nearestRailwayStationName, distance: p.nearestRailwayStationDistanceMts }]
      : [],
  };
}

/**
 * The stops list as places; the details' nearest stop (`fallback`) while the list loads, when
 * its call failed (only logged) or when it found none within its radius (2 km for bus stops,
 * 20 km for stations: the details' nearest is searched further).
 */
export function stopPlaces(
  stops: readonly StopRow[] | undefined,
  fallback: NearbyPlace[],
): NearbyPlace[] {
  if (!stops || stops.length === 0) return fallback;
  return stops.map((s) => ({ name: s.stop_name, distance: s.stop_distance }));
}

/** Schools as places: the phase 'Not applicable' reads 'Other' (docs/product.md#nearby-places). */
export function schoolPlaces(schools: readonly SchoolRow[]): NearbyPlace[] {
  return schools.map((s) => ({
    name: s.school_name,
    distance: s.school_distance,
    note: s.rating,
    phase: schoolPhaseLabel(s.grade),
  }));
}

function Place({ place }: { place: NearbyPlace }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {place.name}
        </Text>
        {(place.phase || place.note) && (
          <Group gap={4}>
            {place.phase && (
              <Badge size="xs" variant="light" color="gray" data-testid="school-phase">
                {place.phase}
              </Badge>
            )}
            {place.note && (
              <Text size="xs" c="dimmed">
                Ofsted: {place.note}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {distanceText(place.distance)}
      </Text>
    </Group>
  );
}

function Column({
  title,
  icon,
  places,
  empty,
}: {
  title: string;
  icon: ReactNode;
  places: readonly NearbyPlace[];
  empty: string;
}) {
  return (
    <Stack gap={4}>
      <Group gap={6}>
        {icon}
        <Title order={3} fz="md">
          {title}
        </Title>
      </Group>
      {places.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ExpandableList
          items={places}
          label={title}
          itemKey={(p, i) => `${p.name}-${i}`}
          render={(p) => <Place place={p} />}
        />
      )}
    </Stack>
  );
}

/**
 * What's nearby: bus, train and education, each with show more / show less. Bus stops and
 * stations come from the stops call, falling back to the nearest of the details; schools
 * from the schools call (hidden when it fails: only logged).
 */
export function NearbyLists({
  property,
  schools,
}: {
  property: PropertyDetails;
  /** undefined while loading or after a failure. */
  schools: readonly SchoolRow[] | undefined;
}) {
  const busStops = useBusStops(property);
  const stations = useRailStations(property);
  return (
    <NearbyColumns
      property={property}
      schools={schools}
      busStops={busStops.data}
      stations={stations.data}
    />
  );
}

/** The three lists; `busStops`/`stations` undefined while loading or after a failure. */
export function NearbyColumns({
  property,
  schools,
  busStops,
  stations,
}: {
  property: PropertyDetails;
  schools: readonly SchoolRow[] | undefined;
  busStops: readonly StopRow[] | undefined;
  stations: readonly StopRow[] | undefined;
}) {
  const nearest = transportPlaces(property);
  const bus = stopPlaces(busStops, nearest.bus);
  const train = stopPlaces(stations, nearest.train);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="nearby">
      <Column
        title="Bus"
        icon={<IconBus size={18} aria-hidden />}
        places={bus}
        empty="No bus stop found nearby"
      />
      <Column
        title="Train"
        icon={<IconTrain size={18} aria-hidden />}
        places={train}
        empty="No station found nearby"
      />
      {schools && (
        <Column
          title="Education"
          icon={<IconSchool size={18} aria-hidden />}
          places={schoolPlaces(schools)}
          empty="No school found nearby"
        />
      )}
    </SimpleGrid>
  );
}
