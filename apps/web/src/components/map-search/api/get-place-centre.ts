import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocationSuggestions } from '../../filter-bar/api/get-location-suggestions.ts';
import type { LatLngPoint } from '../../map/circle-geometry.ts';

/**
 * Where a named location is (GET /api/master/postcode/area): the centre of the suggestion
 * whose code matches the term, else of the first one. Places the map's first circle when
 * the filter handed over names a location but no circle.
 */
export async function getPlaceCentre(
  term: string,
  signal?: AbortSignal,
): Promise<LatLngPoint | null> {
  const suggestions = await getLocationSuggestions(term, signal);
  const wanted = term.trim().toUpperCase();
  const match = suggestions.find((s) => s.code.toUpperCase() === wanted) ?? suggestions[0];
  if (!match || match.latitude === null || match.longitude === null) return null;
  return { lat: match.latitude, lng: match.longitude };
}

export function usePlaceCentre(term: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['estimates-map', 'place-centre', term?.trim().toUpperCase() ?? ''],
      queryFn: ({ signal }) => getPlaceCentre(term ?? '', signal),
      enabled: Boolean(term),
      staleTime: Infinity,
      retry: false,
    }),
  );
}
