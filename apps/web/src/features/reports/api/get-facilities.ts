import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facilities } from '@yardstick/core/property/nearby';
import { api } from '../../../lib/api-client.ts';

/** GET /api/property/nearest/facilities (failures only hide the map). */
export function getFacilities(postCode: string, signal?: AbortSignal): Promise<Facilities> {
  return api<Facilities>('/api/property/nearest/facilities', {
    query: { postCode },
    silent: true,
    signal,
  });
}

export const facilitiesQueryOptions = (postCode: string) =>
  queryOptions({
    queryKey: ['nearest-facilities', postCode],
    queryFn: ({ signal }) => getFacilities(postCode, signal),
    retry: false,
  });

export function useFacilities(postCode: string | null) {
  return useQuery({ ...facilitiesQueryOptions(postCode ?? ''), enabled: !!postCode });
}
