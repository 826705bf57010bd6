import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { Hits } from '@yardstick/core/search/responses';
import { describe, expect, it } from 'vitest';
import { nextHitsPage } from './get-estimate-hits.ts';

const hits = (n: number, total?: number, relation: 'eq' | 'gte' = 'eq'): Hits<EstimateCard> => ({
  hits: {
    ...(total !== undefined ? { total: { value: total, relation } } : {}),
    hits: Array.from({ length: n }, (_, i) => ({ _id: String(i), _source: {} as EstimateCard })),
  },
});

describe('infinite scroll: when loading ends (docs/product.md#grid-with-infinite-scroll)', () => {
  it('loads the next page after a full one', () => {
    expect(nextHitsPage(hits(12, 100), [hits(12, 100)], 0)).toBe(1);
  });

  it('ends when a page comes back short', () => {
    const first = hits(12, 100);
    expect(nextHitsPage(hits(5), [first, hits(5)], 1)).toBeUndefined();
  });

  it('ends when the count is reached, even on a full page', () => {
    const first = hits(12, 24);
    expect(nextHitsPage(hits(12), [first, hits(12)], 1)).toBeUndefined();
    expect(nextHitsPage(first, [first], 0)).toBe(1);
  });

  it('keeps going past an estimated count, up to the result window', () => {
    const first = hits(12, 10_001, 'gte');
    expect(nextHitsPage(hits(12), [first], 900)).toBeUndefined();
    expect(nextHitsPage(hits(12), [first], 1)).toBe(2);
  });
});
