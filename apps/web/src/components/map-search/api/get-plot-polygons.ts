import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { PostCodePolygon } from '@yardstick/core/search/post-code-polygon';
import type { Page } from '@yardstick/core/search/responses';
import type { LatLngPoint } from '../../map/circle-geometry.ts';
import { api } from '../../../lib/api-client.ts';

/** Polygon fetch: pages of 500, at most 10 (docs/product.md#plot-polygons). */
export const PLOT_POLYGON_PAGES = 10;

/**
 * Fetches page after page (from = 0, 500, 1000, ...) one after another, stopping at the
 * first empty page, after a short page (the next would be empty), or after maxPages.
 */
export async function collectPages<T>(
  fetchPage: (from: number, size: number) => Promise<T[]>,
  size: number = SEARCH_LIMITS.polygonPageSize,
  maxPages: number = PLOT_POLYGON_PAGES,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const items = await fetchPage(page * size, size);
    if (items.length === 0) break;
    all.push(...items);
    if (items.length < size) break;
  }
  return all;
}

/** GET /api/post-code-polygons: plot polygons whose centre is inside the circle. */
export function getPlotPolygons(centre: LatLngPoint, radius: number, signal?: AbortSignal) {
  return collectPages(async (from, size) => {
    const body = await api<Page<PostCodePolygon>>('/api/post-code-polygons', {
      query: {
        latitude: centre.lat,
        longitude: centre.lng,
        radius: Math.round(radius),
        size,
        from,
      },
      // Plot outlines are extra detail (and need the area_polygon permission): no toast.
      silent: true,
      signal,
    });
    return body.content;
  });
}

export const plotPolygonsQueryOptions = (centre: LatLngPoint, radius: number) =>
  queryOptions({
    queryKey: ['estimates-map', 'plot-polygons', centre.lat, centre.lng, Math.round(radius)],
    queryFn: ({ signal }) => getPlotPolygons(centre, radius, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function usePlotPolygons(centre: LatLngPoint, radius: number, enabled: boolean) {
  return useQuery({ ...plotPolygonsQueryOptions(centre, radius), enabled });
}
