import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PloItem } from '@yardstick/core/plo/plo';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Hits, Page } from '@yardstick/core/search/responses';
import { PLO_KEY } from '../../../components/plo/plo-keys.ts';
import { ploRequestParams } from './plo-request.ts';
import { api } from '../../../lib/api-client.ts';

const SIZE = SEARCH_LIMITS.defaultPageSize;
const LAST_PAGE = Math.floor(SEARCH_LIMITS.resultWindow / SIZE) - 1;

/** The three PLO lists: /plo (pages), /plo-es (search-index hits), the favourites (pages). */
export type PloListKind = 'plo' | 'plo-es' | 'favourites';

const SOURCES: Record<PloListKind, string> = {
  plo: '/plo',
  'plo-es': '/plo-es',
  favourites: '/favorite-plo-properties',
};

export interface PloListPage {
  items: PloItem[];
  total: { value: number; relation?: 'eq' | 'gte' | undefined } | undefined;
}

/** One page of a PLO list (12 items); the count with the first page only. */
export async function getPloListPage(
  kind: PloListKind,
  filter: SearchFilter,
  page: number,
  signal?: AbortSignal,
): Promise<PloListPage> {
  const query = ploRequestParams(filter, {
    source: SOURCES[kind],
    page,
    isCountRequired: page === 0,
  });
  if (kind === 'plo-es') {
    const body = await api<Hits<PloItem>>('/api/property/_s/property/plo', { query, signal });
    return { items: body.hits.hits.map((h) => h._source), total: body.hits.total };
  }
  const url = kind === 'plo' ? '/api/property/plo' : '/api/favorite/plo/properties';
  const body = await api<Page<PloItem>>(url, { query, signal });
  const info = body.page;
  return {
    items: body.content,
    total:
      info.totalElements === undefined
        ? undefined
        : { value: info.totalElements, relation: info.totalRelation },
  };
}

/** The next page of the infinite list, or undefined when the list is complete. */
export function nextPloPage(
  last: PloListPage,
  pages: PloListPage[],
  lastPage: number,
): number | undefined {
  if (last.items.length < SIZE) return undefined;
  const total = pages[0]?.total;
  if (total && total.relation !== 'gte' && (lastPage + 1) * SIZE >= total.value) return undefined;
  if (lastPage >= LAST_PAGE) return undefined;
  return lastPage + 1;
}

export const ploListQueryOptions = (kind: PloListKind, filter: SearchFilter) => {
  const { page: _page, ...rest } = filter;
  return infiniteQueryOptions({
    queryKey: [...PLO_KEY, kind, ploRequestParams({ ...rest, page: 0 })],
    queryFn: ({ pageParam, signal }) => getPloListPage(kind, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPloPage,
  });
};

export function usePloList(kind: PloListKind, filter: SearchFilter) {
  return useInfiniteQuery(ploListQueryOptions(kind, filter));
}

export { SOURCES as PLO_SOURCES };
