import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOP_CITY_DISTRICTS, type CityAggregate } from '@yardstick/core/search/city-aggregate';
import { api } from '../../../lib/api-client.ts';

/** GET /api/aggregates/top/cities/estimate (public): the six districts of the home page. */
export function getTopCities(signal?: AbortSignal): Promise<CityAggregate[]> {
  return api<CityAggregate[]>('/api/aggregates/top/cities/estimate', {
    query: { districtCodes: TOP_CITY_DISTRICTS },
    signal,
  });
}

export const topCitiesQueryOptions = queryOptions({
  queryKey: ['aggregates', 'top-cities', TOP_CITY_DISTRICTS],
  queryFn: ({ signal }) => getTopCities(signal),
  staleTime: 10 * 60_000,
});

export function useTopCities() {
  return useQuery(topCitiesQueryOptions);
}
