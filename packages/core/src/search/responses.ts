import { z } from 'zod';

/**
 * Response envelopes (docs/http-api.md#paging). Counts above SEARCH_LIMITS.exactCountLimit may
 * be estimates: the page then carries `totalRelation: 'gte'` and hits `relation: 'gte'`.
 * `totalElements`/`totalPages` (and the hits total) are left out when the request said
 * isCountRequired=false.
 */
export const countRelationSchema = z.enum(['eq', 'gte']);
export type CountRelation = z.infer<typeof countRelationSchema>;

export const pageInfoSchema = z
  .object({
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int().optional(),
    totalPages: z.number().int().optional(),
    currentElements: z.number().int(),
    totalRelation: countRelationSchema.optional(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), page: pageInfoSchema });
}
export interface Page<T> {
  content: T[];
  page: PageInfo;
}

export const hitsTotalSchema = z.object({ value: z.number().int(), relation: countRelationSchema });
export type HitsTotal = z.infer<typeof hitsTotalSchema>;

export function hitsSchema<T extends z.ZodType>(source: T) {
  return z.object({
    hits: z.object({
      total: hitsTotalSchema.optional(),
      hits: z.array(z.object({ _id: z.string(), _source: source })),
    }),
  });
}
export interface Hits<T> {
  hits: { total?: HitsTotal; hits: { _id: string; _source: T }[] };
}

/** A count as the search computed it: exact, or an estimate known to be at least `value`. */
export interface SearchCount {
  value: number;
  relation: CountRelation;
}

export function toPageInfo(
  page: number,
  size: number,
  currentElements: number,
  count: SearchCount | undefined,
): PageInfo {
  if (!count) return { number: page, size, currentElements };
  return {
    number: page,
    size,
    totalElements: count.value,
    totalPages: Math.ceil(count.value / size),
    currentElements,
    totalRelation: count.relation,
  };
}

/** A page as search-index hits: its items with their ids (`idOf`) and the page's count. */
export function toHits<T>(page: Page<T>, idOf: (item: T) => string): Hits<T> {
  const total = page.page.totalElements;
  return {
    hits: {
      ...(total !== undefined
        ? { total: { value: total, relation: page.page.totalRelation ?? 'eq' } }
        : {}),
      hits: page.content.map((item) => ({ _id: idOf(item), _source: item })),
    },
  };
}
