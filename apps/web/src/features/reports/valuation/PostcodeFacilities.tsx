import { Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FacilitiesMap } from '../../../components/map/FacilitiesMap.tsx';
import { facilityPoints } from '../../../components/map/facility-points.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useFacilities } from '../api/get-facilities.ts';

const metres = (m: number) => `${formatNumber(m)} m`;

/** The postcode with its nearest school, bus stop and station on a map, and in words. */
export function PostcodeFacilities({ postCode }: { postCode: string }) {
  const facilities = useFacilities(postCode);
  const f = facilities.data;
  const points = useMemo(
    () =>
      f
        ? facilityPoints(
            { kind: 'Postcode', name: f.post_code, lat: f.latitude, lng: f.longitude },
            f,
          )
        : [],
    [f],
  );
  if (facilities.isPending) return <Skeleton height={280} />;
  if (!f) return <Text c="dimmed">No facilities held for this postcode.</Text>;
  return (
    <Stack gap={4}>
      <FacilitiesMap
        points={points}
        label={`Map of ${f.post_code} and its nearest school, bus stop and station`}
        distanceText={metres}
        style={{ height: 280, borderRadius: 8 }}
      />
      <Text size="xs" c="dimmed" data-testid="facilities-text">
        Nearest school: {f.nearestSchoolName ?? '-'} ({formatNumber(f.nearestSchoolDistanceMts)} m);
        bus stop: {f.nearestBusStopName ?? '-'} ({formatNumber(f.nearestBusStopDistanceMts)} m);
        station: {f.nearestRailwayStationName ?? '-'} (
        {formatNumber(f.nearestRailwayStationDistanceMts)} m).
      </Text>
    </Stack>
  );
}
