import type { QueryClient } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { knownAreaRequest } from './map-search.ts';
import type { MapViewConfig } from './MapSearchView.tsx';
import type { MapMarker } from './markers.ts';

/** A map page's calls: what its loader may start before the page renders. */
export type MapCalls<M extends MapMarker, R> = Pick<
  MapViewConfig<M, R>,
  'markersQuery' | 'listQuery' | 'needsCircle'
>;

/**
 * Starts a map page's markers, then its list (the page asks for the list once the markers
 * are in), when the filter alone fixes the area; a named place is found by the page first.
 */
export function prefetchMapSearch<M extends MapMarker, R>(
  client: QueryClient,
  calls: MapCalls<M, R>,
  filter: SearchFilter,
): void {
  const sent = knownAreaRequest(filter, { needsCircle: calls.needsCircle });
  if (!sent) return;
  void client
    .prefetchQuery(calls.markersQuery(sent))
    .then(() => client.prefetchQuery(calls.listQuery(sent)));
}
