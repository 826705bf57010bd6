import {
  HPI_LIST_DEFAULT_SORT,
  HPI_LIST_PAGE_SIZE,
  type HpiDuration,
  type HpiListColumn,
  type HpiListSort,
} from '@yardstick/core/reports/hpi';
import { useState } from 'react';
import type { HpiListQuery } from '../api/get-hpi-list.ts';
import { nextSort } from './hpi-view.ts';

/** The list view's duration, search, sort and page; a new duration, search or sort starts at page 1. */
export function useHpiListChoices() {
  const [duration, setDuration] = useState<HpiDuration>(12);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<HpiListSort>(HPI_LIST_DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const query: HpiListQuery = {
    duration,
    page,
    size: HPI_LIST_PAGE_SIZE,
    sort,
    search: search.trim(),
  };
  return {
    query,
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
