import type { SearchFilter } from '@yardstick/core/search/filter';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../lib/page-scroll.ts';
import { filterFromParams, filterParams, firstPage, hasFilterParams } from './filter-model.ts';
import {
  clearHandOff,
  handFilter,
  handOffMarked,
  markHandOff,
  readHandedFilter,
  readPageFilter,
  rememberPageFilter,
} from './filter-storage.ts';
import { restoredFilter, useRestoredFilter } from './restored-filter.ts';

export interface SearchFilterOptions {
  /** The page's path: it remembers its own last filter for the next visit. */
  page: string;
  /**
   * Take the filter handed over in session storage `_filter` (home page search, MAP VIEW /
   * GRID VIEW) when the address has none, and hand this page's filter on in turn.
   */
  shared?: boolean;
}

export interface SearchFilterState {
  filter: SearchFilter;
  /** A new filter: back to the first page, as a new history entry (Back undoes it). */
  setFilter: (next: SearchFilter) => void;
  /** Another page of the same filter. */
  setPage: (page: number) => void;
  /** The address of another view of the same filter (the filter is handed on as well). */
  viewHref: (path: string) => string;
  /** Hands the filter to the next view through session storage (on a view link's click). */
  handOn: () => void;
  /**
   * Whether the filter on screen is the one remembered from the last visit to this page (the
   * address had none): the filter bar says so, with a one-click clear, until the filter
   * changes (restored-filter.ts).
   */
  restored: boolean;
}

const withoutPage = (params: Record<string, string>) => {
  const { page: _page, ...rest } = params;
  return rest;
};

/**
 * The search filter of a page, kept in the address (shareable; Back and Forward move through
 * filters): the address is the one source of truth, read with core's queryParamsToFilter and
 * written with filterToQueryParams. When the address carries no filter, the one handed over
 * (`shared`) or the page's remembered one is restored into it, replacing the entry.
 */
export function useSearchFilter({ page, shared = false }: SearchFilterOptions): SearchFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = hasFilterParams(searchParams);
  const [initial] = useState(() => {
    if (inAddress) return { restore: null, fromLastVisit: false };
    const handed = shared ? readHandedFilter() : undefined;
    const stored = handed ?? readPageFilter(page);
    const restore = stored && Object.keys(stored).length > 0 ? stored : null;
    // A filter just handed over (home search, view links) is the user's own step; one
    // remembered, or handed earlier in the session and found again, was restored.
    const deliberate = handed !== undefined && handOffMarked();
    return { restore, fromLastVisit: restore !== null && !deliberate };
  });
  useEffect(() => clearHandOff(), []);
  const [restore, setRestore] = useState<Record<string, string> | null>(initial.restore);
  useEffect(() => {
    restoredFilter.set(initial.fromLastVisit);
    return () => restoredFilter.set(false);
  }, [initial]);
  const restored = useRestoredFilter();
  const pending = !inAddress && restore !== null;
  const addressQuery = pending ? new URLSearchParams(restore).toString() : searchParams.toString();
  // The address written last, shown at once: the router renders a new address in a transition,
  // which a busy page renders late, while history already holds it. A change built on the
  // render before it (a second price typed, a toggle) then undid the first (the e2e filter
  // race: the address lost minPrice). It stands while the address shown is one it replaced,
  // and goes when the router's render of it (or of another address: Back) arrives.
  const [written, setWritten] = useState<{ query: string; replaced: string[] } | null>(null);
  // Once the router shows it (or another address), it is done with (state adjusted in render).
  if (written && !written.replaced.includes(addressQuery)) setWritten(null);
  const query = written && written.replaced.includes(addressQuery) ? written.query : addressQuery;
  const filter = useMemo(() => filterFromParams(new URLSearchParams(query)), [query]);

  useEffect(() => {
    if (pending) setSearchParams(restore, { replace: true, state: KEEP_SCROLL });
  }, [pending, restore, setSearchParams]);

  const remembered = JSON.stringify(withoutPage(filterParams(filter)));
  useEffect(() => {
    const params = JSON.parse(remembered) as Record<string, string>;
    rememberPageFilter(page, params);
    if (shared) handFilter(params);
  }, [remembered, page, shared]);

  /** Writes the address, unless it already says exactly this (no duplicate history entries). */
  const go = useCallback(
    (params: Record<string, string>) => {
      const next = new URLSearchParams(params).toString();
      if (!pending && next === query) return;
      setRestore(null);
      restoredFilter.set(false);
      setWritten((last) => ({
        query: next,
        replaced: [
          ...new Set([
            addressQuery,
            query,
            ...(last && last.replaced.includes(addressQuery) ? [...last.replaced, last.query] : []),
          ]),
        ].filter((q) => q !== next),
      }));
      // The page rewrites its own address: it keeps its place (lib/page-scroll.ts).
      setSearchParams(params, { state: KEEP_SCROLL });
    },
    [pending, query, addressQuery, setSearchParams, setWritten],
  );
  const setFilter = useCallback((next: SearchFilter) => go(filterParams(firstPage(next))), [go]);
  const setPage = useCallback(
    (pageNumber: number) => go(filterParams({ ...filter, page: pageNumber })),
    [filter, go],
  );
  const handOn = useCallback(() => {
    handFilter(JSON.parse(remembered));
    markHandOff();
  }, [remembered]);
  const viewHref = useCallback(
    (path: string) => {
      const qs = new URLSearchParams(JSON.parse(remembered) as Record<string, string>).toString();
      return qs ? `${path}?${qs}` : path;
    },
    [remembered],
  );
  return { filter, setFilter, setPage, viewHref, handOn, restored };
}
