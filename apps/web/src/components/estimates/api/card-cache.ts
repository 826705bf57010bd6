import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { Hits, Page } from '@yardstick/core/search/responses';

/**
 * Every cached list of estimate cards lives under this key (the grids, the favourites list,
 * the featured carousel), so a favourite added or removed anywhere updates them all:
 * ['estimate-cards', <list>, <params>].
 */
export const ESTIMATE_CARDS_KEY = ['estimate-cards'] as const;
export const cardListKey = (list: string, ...rest: unknown[]): QueryKey => [
  ...ESTIMATE_CARDS_KEY,
  list,
  ...rest,
];

type CardData = Page<EstimateCard> | Hits<EstimateCard>;

function isPage(data: unknown): data is Page<EstimateCard> {
  return !!data && typeof data === 'object' && Array.isArray((data as Page<EstimateCard>).content);
}
function isHits(data: unknown): data is Hits<EstimateCard> {
  return !!data && typeof data === 'object' && 'hits' in data;
}
function isInfinite(data: unknown): data is InfiniteData<CardData> {
  return !!data && typeof data === 'object' && Array.isArray((data as InfiniteData<unknown>).pages);
}

/**
 * The same cached answer with its cards changed by `change` (a page, search-index hits, or
 * the pages of an infinite list). Removed cards are taken off the counts too.
 */
export function mapCards<T>(data: T, change: (cards: EstimateCard[]) => EstimateCard[]): T {
  if (isInfinite(data)) {
    return { ...data, pages: data.pages.map((p) => mapCards(p, change)) } as T;
  }
  if (isPage(data)) {
    const content = change(data.content);
    const removed = data.content.length - content.length;
    const total = data.page.totalElements;
    return {
      ...data,
      content,
      page: {
        ...data.page,
        currentElements: content.length,
        ...(total !== undefined ? { totalElements: Math.max(0, total - removed) } : {}),
      },
    } as T;
  }
  if (isHits(data)) {
    const before = data.hits.hits.map((h) => h._source);
    const after = change(before);
    const removed = before.length - after.length;
    const total = data.hits.total;
    return {
      ...data,
      hits: {
        ...data.hits,
        hits: after.map((card) => ({ _id: card.propertyId, _source: card })),
        ...(total ? { total: { ...total, value: Math.max(0, total.value - removed) } } : {}),
      },
    } as T;
  }
  return data;
}

/** Marks a property as a favourite (or not) in every cached list. */
export function setFavouriteInCache(
  client: QueryClient,
  propertyId: string,
  favoriteId: string | null,
): void {
  client.setQueriesData({ queryKey: ESTIMATE_CARDS_KEY }, (data: unknown) =>
    mapCards(data, (cards) =>
      cards.map((c) => (c.propertyId === propertyId ? { ...c, favoriteId } : c)),
    ),
  );
}
