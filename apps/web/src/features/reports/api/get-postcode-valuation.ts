import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import { api } from '../../../lib/api-client.ts';

export interface PostcodeFilter {
  postCode: string;
  propertyTypes: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minFloorArea?: number | undefined;
  maxFloorArea?: number | undefined;
}

/** GET /api/reports/valuation/postcode: the valuation page's postcode. */
export function getPostcodeValuation(
  filter: PostcodeFilter,
  signal?: AbortSignal,
): Promise<PostcodeValuation> {
  return api<PostcodeValuation>('/api/reports/valuation/postcode', {
    query: {
      postCode: filter.postCode,
      propertyTypes: filter.propertyTypes.length ? filter.propertyTypes.join(',') : undefined,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      minFloorArea: filter.minFloorArea,
      maxFloorArea: filter.maxFloorArea,
    },
    signal,
  });
}

export const postcodeValuationQueryOptions = (filter: PostcodeFilter) =>
  queryOptions({
    queryKey: ['postcode-valuation', filter],
    queryFn: ({ signal }) => getPostcodeValuation(filter, signal),
  });

export function usePostcodeValuation(filter: PostcodeFilter | null) {
  return useQuery({
    ...postcodeValuationQueryOptions(filter ?? { postCode: '', propertyTypes: [] }),
    enabled: filter !== null,
  });
}
