import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PloItem, PloMarkerHits } from '@yardstick/core/plo/plo';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Hits } from '@yardstick/core/search/responses';
import { PLO_KEY, ploRequestParams } from '../../../components/plo/plo-api.ts';
import { api } from '../../../lib/api-client.ts';
import type { ListPage } from '../list-page.ts';
import type { MarkerItem, MarkerSet } from '../markers.ts';

export const PLO_MAP_SOURCE = '/plo-map-es';

/** A pair's id on the map and in its list: 'saleId-rentId'. */
export const pairId = (ids: { salePropertyId: string; rentPropertyId: string }) =>
  `${ids.salePropertyId}-${ids.rentPropertyId}`;

/** GET /api/property/_s/property/plo/map: up to 500 pair markers and the total of all. */
export async function getPloMarkers(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<MarkerSet> {
  const body = await api<PloMarkerHits>('/api/property/_s/property/plo/map', {
    query: ploRequestParams({ ...filter, page: 0 }, { source: PLO_MAP_SOURCE }),
    signal,
  });
  const items = body.hits.hits.flatMap(({ _source: m }): MarkerItem[] => {
    const [lat, lng] = m.location.split(',').map(Number);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        id: pairId(m),
        lat: lat!,
        lng: lng!,
        title: m.address ?? m.postCode ?? 'Property',
        estimate: null,
        bmv: null,
        roi: null,
        type: m.propertyType,
        price: m.salePrice,
        rent: m.rentPrice,
        grossYield: m.grossYield,
      },
    ];
  });
  return { items, total: body.hits.total };
}

/**
 * A PLO item in the map list's row shape (the list shows the sale's beds, price, BMV and
 * ROI: the ROI on the paired rent); its id is the pair's.
 */
function asRow(item: PloItem): EstimateCard {
  return {
    propertyId: pairId(item),
    salePropertyId: item.salePropertyId,
    rentPropertyId: item.rentPropertyId,
    mainImage: item.mainImage,
    listPrice: item.salePrice,
    status: item.status,
    range1Price: item.range1Price,
    range2Price: item.range2Price,
    priceVariation: null,
    postCode: item.postCode,
    address: item.address,
    rentalDemand: item.rentalDemand,
    propertyType: item.propertyType,
    propertySubType: item.propertySubtype,
    bedrooms: item.bedrooms,
    totalFloorArea: null,
    agentContactPhone: item.agentContactPhone,
    addedOn: item.addedOn,
    updatedOn: item.updatedOn,
    avgBmv: item.avgBmv,
    roi: item.roi,
    moreDeprived: item.deprivationIndex,
    crimeRate: null,
    avgYield: item.grossYield,
    yieldFlag: null,
    bmvLowConfidence: null,
    estimateConfidence: null,
    residential: true,
    favoriteId: item.favoriteId,
  };
}

/** GET /api/property/_s/property/plo: the page of 12 beside the map. */
export async function getPloListHits(
  filter: SearchFilter,
  signal?: AbortSignal,
): Promise<ListPage> {
  const body = await api<Hits<PloItem>>('/api/property/_s/property/plo', {
    query: ploRequestParams(filter, { source: PLO_MAP_SOURCE }),
    signal,
  });
  return { cards: body.hits.hits.map((h) => asRow(h._source)), total: body.hits.total?.value };
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
