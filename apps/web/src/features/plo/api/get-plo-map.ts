import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PloItem, PloMarkerHits } from '@yardstick/core/plo/plo';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Hits } from '@yardstick/core/search/responses';
import type { ListPage } from '../../../components/map-search/list-page.ts';
import {
  pointOfLocation,
  type MapMarker,
  type MarkerSet,
} from '../../../components/map-search/markers.ts';
import { PLO_KEY } from '../../../components/plo/plo-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { pairId } from '../pair-id.ts';
import { ploRequestParams } from './plo-request.ts';

export const PLO_MAP_SOURCE = '/plo-map-es';

/** A pair's marker: the sale price, the paired rent and its gross yield (the info window). */
export interface PloMapMarker extends MapMarker {
  title: string;
  salePrice: number | null;
  rentPrice: number | null;
  grossYield: number | null;
}

/** GET /api/property/_s/property/plo/map: up to 500 pair markers and the total of all. */
export async function getPloMarkers(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet<PloMapMarker>> {
  const body = await api<PloMarkerHits>('/api/property/_s/property/plo/map', {
    query: ploRequestParams({ ...filter, page: 0 }, { source: PLO_MAP_SOURCE }),
    signal,
  });
  const items = body.hits.hits.flatMap(({ _source: m }): PloMapMarker[] => {
    const point = pointOfLocation(m.location);
    if (!point) return [];
    return [
      {
        id: pairId(m),
        ...point,
        title: m.address ?? m.postCode ?? 'Property',
        salePrice: m.salePrice,
        rentPrice: m.rentPrice,
        grossYield: m.grossYield,
      },
    ];
  });
  return { items, total: body.hits.total };
}

/** GET /api/property/_s/property/plo: the page of 12 PLO items beside the map. */
export async function getPloListHits(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<ListPage<PloItem>> {
  const body = await api<Hits<PloItem>>('/api/property/_s/property/plo', {
    query: ploRequestParams(filter, { source: PLO_MAP_SOURCE }),
    signal,
  });
  return { rows: body.hits.hits.map((h) => h._source), total: body.hits.total?.value };
}

export const ploMarkersQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: [...PLO_KEY, 'markers', ploRequestParams({ ...filter, page: 0 })],
    queryFn: ({ signal }) => getPloMarkers(filter, signal),
    placeholderData: keepPreviousData,
  });

export const ploListHitsQueryOptions = (filter: SearchFilter) =>
  queryOptions({
    queryKey: [...PLO_KEY, 'map-list', ploRequestParams(filter)],
    queryFn: ({ signal }) => getPloListHits(filter, signal),
    placeholderData: keepPreviousData,
  });
