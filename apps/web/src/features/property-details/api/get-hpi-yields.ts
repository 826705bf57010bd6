import { useQuery } from '@tanstack/react-query';
import { HPI_YIELDS_DURATION, type HpiYields } from '@yardstick/core/reports/hpi';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

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
