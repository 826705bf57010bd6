import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_QUERY } from '@yardstick/core/search/constants';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { Page } from '@yardstick/core/search/responses';
import { cardListKey } from '../../../components/estimates/api/card-cache.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The home page's featured properties (docs/product.md#home): GET /api/property/price/estimates with the
 * featured query (12, updated_on desc, market value at most -1 %, not Sold STC, RG1, M21,
 * L24, no count). Public: a first page of up to 12 needs no session.
 */
export function getFeaturedProperties(signal?: AbortSignal): Promise<Page<EstimateCard>> {
  return api<Page<EstimateCard>>('/api/property/price/estimates', {
    query: { ...FEATURED_QUERY, source: '/' },
    signal,
  });
}

export const featuredPropertiesQueryOptions = queryOptions({
  queryKey: cardListKey('featured'),
  queryFn: ({ signal }) => getFeaturedProperties(signal),
  staleTime: 5 * 60_000,
});

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions);
}
