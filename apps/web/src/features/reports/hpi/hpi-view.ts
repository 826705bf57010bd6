import {
  HPI_DEFAULT_DURATION,
  HPI_LIST_DEFAULT_SIZE,
  HPI_LIST_PAGE_SIZE,
  HPI_SERIES_LABELS,
  type HpiDuration,
  type HpiListColumn,
  type HpiListSort,
  type HpiSeriesName,
  type HpiSeriesResponse,
} from '@yardstick/core/reports/hpi';
import { hpiPreferenceSchema, type HpiPreference } from '@yardstick/core/reports/preferences';
import { formatMonth } from '../../../lib/format.ts';
import type { HpiChartQuery } from '../api/get-hpi-chart.ts';

/** '-' for a missing change, else 2 decimals (spec §2: missing shows '-'). */
export function hpiCell(value: number | null): string {
  return value === null ? '-' : value.toFixed(2);
}

/**
 * The chart's series as the change (%) since the first month of the range that has a value,
 * or as they are (the index).
 */
export function asChange(
  data: HpiSeriesResponse['data'],
  measure: 'index' | 'change',
): HpiSeriesResponse['data'] {
  if (measure === 'index') return data;
  const out: HpiSeriesResponse['data'] = {};
  for (const [name, values] of Object.entries(data)) {
    const base = values.find((v) => v !== null && v > 0) ?? null;
    out[name] = values.map((v) =>
      v === null || base === null ? null : Math.round((v / base - 1) * 10000) / 100,
    );
  }
  return out;
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The chart's choices a user can save (`hpi_analytics` preferences). */
export interface HpiChartChoices {
  view: 'chart' | 'list';
  duration: HpiDuration;
  propertyType: HpiSeriesName;
  measure: 'index' | 'change';
  /** The districts picked (the field), and those the chart shows (applied with Search). */
  picked: string[];
  topDistricts: boolean;
  applied: { codes: string[]; top: boolean };
}

export const DEFAULT_HPI_CHOICES: HpiChartChoices = {
  view: 'chart',
  duration: HPI_DEFAULT_DURATION,
  propertyType: 'all',
  measure: 'index',
  picked: [],
  topDistricts: true,
  applied: { codes: [], top: true },
};

/**
 * The choices with a saved preference applied (its `configJson`); text that is not a valid
 * preference leaves them as they are. No districts saved means the top 5.
 */
export function withSavedChoices(choices: HpiChartChoices, saved: string): HpiChartChoices {
  const result = hpiPreferenceSchema.safeParse(safeJson(saved));
  if (!result.success) return choices;
  const p = result.data;
  const codes = p.districtCodes ?? [];
  const top = p.topDistricts ?? codes.length === 0;
  return {
    view: p.view ?? choices.view,
    duration: p.duration ?? choices.duration,
    propertyType: p.propertyType ?? choices.propertyType,
    measure: p.measure ?? choices.measure,
    picked: codes,
    topDistricts: top,
    applied: { codes, top },
  };
}

/** What is saved of the choices. */
export function preferenceOf(c: HpiChartChoices): HpiPreference {
  return {
    view: c.view,
    duration: c.duration,
    districtCodes: c.applied.codes,
    topDistricts: c.applied.top,
    propertyType: c.propertyType,
    measure: c.measure,
  };
}

/** The districts Search applies: the top 5 when ticked or when none is picked. */
export function appliedDistricts(picked: string[], topDistricts: boolean) {
  return { codes: topDistricts ? [] : picked, top: topDistricts || picked.length === 0 };
}

/** A click on a column's header: that column ascending, or the other direction if sorted by it. */
export function nextSort(sort: HpiListSort, column: HpiListColumn): HpiListSort {
  return sort.column === column
    ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };
}

/** The chart's accessible description. */
export function hpiChartLabel(
  chart: HpiSeriesResponse,
  propertyType: HpiSeriesName,
  measure: 'index' | 'change',
): string {
  const what = measure === 'change' ? 'change (%) since the first month' : 'index (Jan 2023 = 100)';
  const names = chart.districts.map((d) => d.name).join(', ');
  const from = formatMonth(`${chart.series[0]}-01`);
  const to = formatMonth(`${chart.series.at(-1)}-01`);
  return `${HPI_SERIES_LABELS[propertyType]} house price ${what} of ${names}, ${from} to ${to}`;
}

/** The chart call of the choices (the districts applied, not those being picked). */
export function chartQueryOf(c: HpiChartChoices): HpiChartQuery {
  return {
    duration: c.duration,
    districtCodes: c.applied.codes,
    topDistricts: c.applied.top,
    propertyType: c.propertyType,
  };
}

/** Pages of 15 the list shows per call of 30 (spec §9: list page size 15, request size 30). */
const PAGES_PER_CALL = HPI_LIST_DEFAULT_SIZE / HPI_LIST_PAGE_SIZE;

/** The call that holds the shown page (0-based): 30 rows, two pages of the list. */
export function hpiListRequest(page: number): { page: number; size: number } {
  return { page: Math.floor(page / PAGES_PER_CALL), size: HPI_LIST_DEFAULT_SIZE };
}

/** The shown page's rows out of its call's rows, and the pages of 15 in all. */
export function hpiListPage<Row>(
  callRows: readonly Row[],
  page: number,
  totalElements: number,
): { rows: Row[]; totalPages: number } {
  const from = (page % PAGES_PER_CALL) * HPI_LIST_PAGE_SIZE;
  return {
    rows: callRows.slice(from, from + HPI_LIST_PAGE_SIZE),
    totalPages: Math.ceil(totalElements / HPI_LIST_PAGE_SIZE),
  };
}
