import {
  HPI_DEFAULT_DURATION,
  HPI_LIST_DEFAULT_SORT,
  type HpiDuration,
  type HpiListColumn,
  type HpiListSort,
} from '@yardstick/core/reports/hpi';
import { useState } from 'react';
import type { HpiListQuery } from '../api/get-hpi-list.ts';
import { hpiListRequest, nextSort } from './hpi-view.ts';

/**
 * The list view's duration (opening on the chart's default, 5 years), search, sort and shown
 * page (15 rows); a new duration, search or sort starts at page 1. `query` is the call that
 * holds the shown page (30 rows: two pages, hpiListRequest).
 */
export function useHpiListChoices() {
  const [duration, setDuration] = useState<HpiDuration>(HPI_DEFAULT_DURATION);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<HpiListSort>(HPI_LIST_DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const query: HpiListQuery = {
    duration,
    ...hpiListRequest(page),
    sort,
    search: search.trim(),
  };
  return {
    query,
    page,
    search,
    setDuration: (d: HpiDuration) => {
      setDuration(d);
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
    sortBy: (column: HpiListColumn) => {
      setSort((s) => nextSort(s, column));
      setPage(0);
    },
    setPage,
  };
}

export type HpiListChoices = ReturnType<typeof useHpiListChoices>;
