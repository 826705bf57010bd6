import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { requestParams } from '../../filter-bar/filter-model.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The query options of a map's markers: keyed by `scope` and the filter's first-page request
 * (markers have no pages), the previous markers kept on the map while the next load.
 */
export function markerQueryOptions<T>(
  scope: readonly string[],
  filter: SearchFilter,
  get: (filter: SearchFilter, signal?: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...scope, requestParams({ ...filter, page: 0 })],
    queryFn: ({ signal }) => get(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** Asks `path` for the markers of the filter's search area (the first page's request). */
export function askMarkers<T>(
  path: string,
  source: string,
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<T> {
  return api<T>(path, { query: requestParams({ ...filter, page: 0 }, { source }), signal });
}
