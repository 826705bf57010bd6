import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CrimeRow } from '@yardstick/core/property/crimes';

/** GET /api/property/crimes: crimes within 500 m over the latest 12 months. */
export function useCrimes(point: { latitude: number; longitude: number } | null, enabled: boolean) {
  return useQuery({
    queryKey: ['property-crimes', point?.latitude, point?.longitude],
    queryFn: ({ signal }) =>
      api<CrimeRow[]>('/api/property/crimes', {
        query: { latitude: point!.latitude, longitude: point!.longitude },
        signal,
      }),
    enabled: enabled && point !== null,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
