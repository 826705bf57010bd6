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

/**
 * GET /api/reports/valuation/postcode: the valuation page's postcode; null for a postcode the
 * data does not hold (404), which the page says with the places covered.
 */
export function getPostcodeValuation(
  filter: PostcodeFilter,
  signal?: AbortSignal,
): Promise<PostcodeValuation | null> {
  return api<PostcodeValuation | null>('/api/reports/valuation/postcode', {
    query: {
      postCode: filter.postCode,
      propertyTypes: filter.propertyTypes.length ? filter.propertyTypes.join(',') : undefined,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      minFloorArea: filter.minFloorArea,
      maxFloorArea: filter.maxFloorArea,
    },
    onStatus: { 404: () => null },
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
