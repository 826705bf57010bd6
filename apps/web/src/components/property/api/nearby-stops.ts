import { useQuery } from '@tanstack/react-query';
import { MAX_STOPS, type StopKind, type StopRow } from '@yardstick/core/property/nearby';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** How many stops of each kind the page asks for (the most the call answers). */
export const STOPS_LIMIT = MAX_STOPS;

const LABELS: Record<StopKind, string> = { bus: 'Nearest bus stops', rail: 'Nearest stations' };

/** POST /api/property/nearest/stops/explorer for one kind (failures only logged). */
function useStops(property: PropertyDetails | undefined, kind: StopKind) {
  return useQuery({
    queryKey: ['property-stops', kind, property?.latitude, property?.longitude],
    queryFn: ({ signal }) =>
      loggedOnly(LABELS[kind], () =>
        api<StopRow[]>('/api/property/nearest/stops/explorer', {
          method: 'POST',
          body: {
            latitude: property!.latitude,
            longitude: property!.longitude,
            kind,
            limit: STOPS_LIMIT,
          },
          silent: true,
          signal,
        }),
      ),
    enabled: !!property && property.latitude !== null && property.longitude !== null,
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** Active bus stops within 2 km, nearest first. */
export function useBusStops(property: PropertyDetails | undefined) {
  return useStops(property, 'bus');
}

/** Active railway stations within 20 km, nearest first. */
export function useRailStations(property: PropertyDetails | undefined) {
  return useStops(property, 'rail');
}
