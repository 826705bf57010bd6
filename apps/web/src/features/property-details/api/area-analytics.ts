import { useQuery } from '@tanstack/react-query';
import type { AreaAverages } from '@yardstick/core/reports/area';
import { HPI_YIELDS_DURATION, type HpiYields } from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** GET /api/aggregates/area-averages of the property's district (the Analytics tab; failures only logged). */
export function useDistrictAverages(district: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['area-averages', district],
    queryFn: ({ signal }) =>
      loggedOnly('Area averages', () =>
        api<AreaAverages>('/api/aggregates/area-averages', {
          query: { areaCode: district },
          silent: true,
          signal,
        }),
      ),
    enabled: enabled && !!district,
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** GET /api/aggregates/hpi-yields?postCode=&duration=60 (spec §9; failures only logged). */
export function useHpiYields(postCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['hpi-yields', postCode, HPI_YIELDS_DURATION],
    queryFn: ({ signal }) =>
      loggedOnly('HPI year-on-year', () =>
        api<HpiYields>('/api/aggregates/hpi-yields', {
          query: { postCode, duration: HPI_YIELDS_DURATION },
          silent: true,
          signal,
        }),
      ),
    enabled: enabled && !!postCode,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
