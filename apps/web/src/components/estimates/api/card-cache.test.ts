import { QueryClient } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { describe, expect, it } from 'vitest';
import { cardListKey, mapCards, setFavouriteInCache } from './card-cache.ts';

const card = (id: string, favoriteId: string | null = null) =>
  ({ propertyId: id, favoriteId }) as EstimateCard;
const page = (cards: EstimateCard[], total: number) => ({
  content: cards,
  page: { number: 0, size: 12, currentElements: cards.length, totalElements: total, totalPages: 1 },
});
const hits = (cards: EstimateCard[], total: number) => ({
  hits: {
    total: { value: total, relation: 'eq' as const },
    hits: cards.map((c) => ({ _id: c.propertyId, _source: c })),
  },
});
const drop = (id: string) => (cards: EstimateCard[]) => cards.filter((c) => c.propertyId !== id);

describe('card cache (optimistic favourites)', () => {
  it('removes a card from a page and from the counts', () => {
    const next = mapCards(page([card('1'), card('2')], 30), drop('1'));
    expect(next.content.map((c) => c.propertyId)).toEqual(['2']);
    expect(next.page).toMatchObject({ currentElements: 1, totalElements: 29 });
  });

  it('removes a card from search-index hits and from every page of an infinite list', () => {
    const h = mapCards(hits([card('1'), card('2')], 2), drop('2'));
    expect(h.hits.hits.map((x) => x._id)).toEqual(['1']);
    expect(h.hits.total?.value).toBe(1);
    const infinite = {
      pages: [hits([card('1')], 3), hits([card('2'), card('3')], 3)],
      pageParams: [0, 1],
    };
    const next = mapCards(infinite, drop('3'));
    expect(next.pages[1]!.hits.hits.map((x) => x._id)).toEqual(['2']);
    expect(next.pageParams).toEqual([0, 1]);
  });

  it('leaves other data alone', () => {
    expect(mapCards(undefined, drop('1'))).toBeUndefined();
    expect(mapCards([1, 2], drop('1'))).toEqual([1, 2]);
  });

  it('marks a favourite in every cached list', () => {
    const client = new QueryClient();
    client.setQueryData(cardListKey('page', {}), page([card('1'), card('2')], 2));
    client.setQueryData(cardListKey('featured'), page([card('2')], 1));
    client.setQueryData(['something-else'], page([card('2')], 1));
    setFavouriteInCache(client, '2', '99');
    expect(
      client.getQueryData<ReturnType<typeof page>>(cardListKey('page', {}))!.content[1]!.favoriteId,
    ).toBe('99');
    expect(
      client.getQueryData<ReturnType<typeof page>>(cardListKey('featured'))!.content[0]!.favoriteId,
    ).toBe('99');
    expect(
      client.getQueryData<ReturnType<typeof page>>(['something-else'])!.content[0]!.favoriteId,
    ).toBeNull();
  });
});
