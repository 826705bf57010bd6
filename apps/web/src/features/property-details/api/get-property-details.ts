import { propertyIdFromParams } from '@yardstick/core/app-links';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { propertyDetailsKey } from '../../../components/property/api/details-key.ts';
import {
  isEmptyAnswer,
  propertyRemoved,
  REMOVED_ON_STATUS,
} from '../../../components/property/api/property-removed.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/property-estimates/{id}. A 404 (or 400) or an empty answer raises the warning
 * toast 'Property has been removed by the agent'; other failures use the shared error display.
 */
export async function getPropertyDetails(
  id: string,
  signal?: AbortSignal,
): Promise<PropertyDetails> {
  const data = await api<PropertyDetails>(`/api/property-estimates/${encodeURIComponent(id)}`, {
    onStatus: REMOVED_ON_STATUS,
    signal,
  });
  return isEmptyAnswer(data) ? propertyRemoved() : data;
}

export const propertyDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyDetailsKey(id),
    queryFn: ({ signal }) => getPropertyDetails(id, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
    // The route's prefetch already asked: a missing property is not asked (and toasted) again
    // when the page mounts. Each navigation to the page prefetches a failed one again.
    retryOnMount: false,
  });

/**
 * The /property-details route's loader: starts the details query as the router navigates
 * there (a link, a reload, back and forward), before the page's code has even loaded, so the
 * header can render in the page's first paint. It does not wait for the answer: the page
 * shows its skeleton meanwhile, and its query picks up the same request from the cache.
 */
export function prefetchPropertyDetails(client: QueryClient, url: string): null {
  const id = propertyIdFromParams(new URL(url).searchParams);
  if (id) void client.prefetchQuery(propertyDetailsQueryOptions(id));
  return null;
}

export function usePropertyDetails(id: string | null) {
  return useQuery({ ...propertyDetailsQueryOptions(id ?? ''), enabled: !!id });
}
