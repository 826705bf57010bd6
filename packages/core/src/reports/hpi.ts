import { z } from 'zod';
import { pageSchema } from '../search/responses.ts';
import {
  booleanParam,
  fail,
  listParam,
  numberParam,
  ok,
  parseChoice,
  parseDate,
  parseText,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
  wholeNumberParam,
  type Parsed,
} from '../search/query-params.ts';
import { parseFullPostcode } from '../property/params.ts';
import { HPI_PROVENANCES, hpiSourceSchema } from './hpi-source.ts';

/**
 * The House Price Index reports (docs/methodology.md "Reports"; spec §2 "HPI reports", §3
 * "HPI report row", "HPI filter", §9): durations in months, the property-type series of the
 * UK HPI, the list's columns and the calls' schemas.
 */

/** The durations the page offers, in months; 'max' = from the earliest month held. */
export const HPI_DURATIONS = [12, 36, 60, 120] as const;
export type HpiDuration = (typeof HPI_DURATIONS)[number] | 'max';
export const HPI_DURATION_LABELS: readonly { value: HpiDuration; label: string }[] = [
  { value: 12, label: '1 Year' },
  { value: 36, label: '3 Years' },
  { value: 60, label: '5 Years' },
  { value: 120, label: '10 Years' },
  { value: 'max', label: 'Max' },
];
/** The duration the chart and the list open on (5 years), and the list call's default. */
export const HPI_DEFAULT_DURATION: HpiDuration = 60;
/** "Top 5 Capital Gains". */
export const HPI_TOP_DISTRICTS = 5;
/** Rows the list shows per page (spec §9: list page size 15). */
export const HPI_LIST_PAGE_SIZE = 15;
/**
 * The list call's size (spec §9: list request size 30): the page asks 30 rows at a time and
 * shows them 15 a page, two pages per call.
 */
export const HPI_LIST_DEFAULT_SIZE = 30;
/** The most districts one chart draws. */
export const HPI_CHART_MAX_DISTRICTS = 10;
/** The spec's default range of the highest-yields call when no duration is given. */
export const HPI_DEFAULT_RANGE = { from: '2019-01-01', to: '2019-12-01' } as const;

export function parseDuration(text: string): Parsed<HpiDuration> {
  if (text.toLowerCase() === 'max') return ok('max');
  const n = Number(text);
  return (HPI_DURATIONS as readonly number[]).includes(n)
    ? ok(n as HpiDuration)
    : fail(`Must be one of ${HPI_DURATIONS.join(', ')} or max`);
}
export const durationParam = (fallback: HpiDuration) =>
  scalarParamWithDefault(parseDuration, fallback);

/** The UK HPI's property-type series; 'all' is the all-types index. */
export const HPI_SERIES = ['all', 'detached', 'semiDetached', 'terraced', 'flat'] as const;
export type HpiSeriesName = (typeof HPI_SERIES)[number];
export const HPI_SERIES_LABELS: Record<HpiSeriesName, string> = {
  all: 'All property types',
  detached: 'Detached',
  semiDetached: 'Semi Detached',
  terraced: 'Terraced',
  flat: 'Flat',
};

/** A local authority district code of the UK HPI (E06/E07/E08/E09, W06, S12, N09). */
export function parseDistrictCode(text: string): Parsed<string> {
  const code = text.toUpperCase();
  return /^[EWSN]\d{8}$/.test(code) ? ok(code) : fail('Must be a district code such as E06000038');
}

// ---- GET /api/aggregates/districts ----
/**
 * `county_name` (the spec's) is the district's county where it has one, else its region
 * (unitary, metropolitan and London authorities have no county); `region_name` is always
 * its region ('' when unknown).
 */
export const hpiDistrictSchema = z
  .object({
    district_code: z.string(),
    district_name: z.string(),
    county_name: z.string(),
    region_name: z.string(),
  })
  .meta({ id: 'HpiDistrict' });
export type HpiDistrict = z.infer<typeof hpiDistrictSchema>;
export const hpiDistrictsSchema = z.array(hpiDistrictSchema);
export const hpiDistrictsQuerySchema = rejectUnknown(z.object({}));

// ---- GET /api/reports/hpi (the list) ----
export const HPI_LIST_COLUMNS = [
  'countyName',
  'regionName',
  'districtName',
  'detachedHpi',
  'semiDetachedHpi',
  'terracedHpi',
  'flatHpi',
  'otherHpi',
] as const;
export type HpiListColumn = (typeof HPI_LIST_COLUMNS)[number];
export interface HpiListSort {
  column: HpiListColumn;
  direction: 'asc' | 'desc';
}
export const HPI_LIST_DEFAULT_SORT: HpiListSort = { column: 'districtName', direction: 'asc' };

/** 'districtName asc' (the spec's 'column direction'), 'districtName,desc' or a column alone. */
export function parseHpiSort(text: string): Parsed<HpiListSort> {
  const [column, direction = 'asc', ...rest] = text.trim().split(/[\s,]+/);
  if (rest.length || !(HPI_LIST_COLUMNS as readonly string[]).includes(column ?? '')) {
    return fail(`Must be a column (${HPI_LIST_COLUMNS.join(', ')}) and asc or desc`);
  }
  const dir = direction.toLowerCase();
  if (dir !== 'asc' && dir !== 'desc') return fail('Direction must be asc or desc');
  return ok({ column: column as HpiListColumn, direction: dir });
}

export const hpiListQuerySchema = rejectUnknown(
  z.object({
    duration: durationParam(HPI_DEFAULT_DURATION),
    page: wholeNumberParam(0, 10_000, 0, 'Must be 0 to 10000'),
    size: wholeNumberParam(1, 100, HPI_LIST_DEFAULT_SIZE, 'Must be 1 to 100'),
    sort: scalarParamWithDefault(parseHpiSort, HPI_LIST_DEFAULT_SORT),
    search: scalarParam(parseText(100)),
  }),
);
export type HpiListQuery = z.output<typeof hpiListQuerySchema>;

/**
 * Percentage change of each type's index over the duration, 2 decimals; null = '-'.
 * `countyName` (the spec's name) holds the county, else the region (see hpiDistrictSchema);
 * our additions: `regionName`, always the region, which the page shows, and `source`, the
 * provenance of the months compared ('demo' when either is a demo month).
 */
export const hpiReportRowSchema = z
  .object({
    districtCode: z.string(),
    countyName: z.string(),
    districtName: z.string(),
    detachedHpi: z.number().nullable(),
    semiDetachedHpi: z.number().nullable(),
    terracedHpi: z.number().nullable(),
    flatHpi: z.number().nullable(),
    otherHpi: z.number().nullable(),
    regionName: z.string(),
    source: z.enum(HPI_PROVENANCES),
  })
  .meta({ id: 'HpiReportRow' });
export type HpiReportRow = z.infer<typeof hpiReportRowSchema>;

export const hpiReportPageSchema = pageSchema(hpiReportRowSchema)
  .extend({
    /** The newest month held ('YYYY-MM-01'), null when no HPI is held. */
    latestMonth: z.string().nullable(),
    /** The month each change is measured from (duration months before latestMonth); null for max. */
    fromMonth: z.string().nullable(),
    /** Where the HPI held comes from (hpi-source.ts); null when none is held. */
    source: hpiSourceSchema.nullable(),
  })
  .meta({ id: 'HpiReportPage' });
export type HpiReportPage = z.infer<typeof hpiReportPageSchema>;

// ---- GET /api/reports/hpi/highest-yields (the chart) ----
export const hpiChartQuerySchema = rejectUnknown(
  z.object({
    hpiDateGt: scalarParam(parseDate),
    hpiDateLt: scalarParam(parseDate),
    duration: scalarParam(parseDuration),
    districtCodes: listParam(parseDistrictCode, HPI_CHART_MAX_DISTRICTS),
    topDistricts: booleanParam(),
    size: numberParam({ min: 1, max: HPI_CHART_MAX_DISTRICTS, integer: true }),
    propertyType: scalarParamWithDefault(parseChoice(HPI_SERIES), 'all' as HpiSeriesName),
  }),
);
export type HpiChartQuery = z.output<typeof hpiChartQuerySchema>;

/**
 * series: the months ('YYYY-MM'); data: per district name, the index of each month (null
 * where missing); each district's `source` is that of the months drawn, `source` of them all
 * (hpi-source.ts; null when nothing is drawn).
 */
export const hpiSeriesSchema = z
  .object({
    series: z.array(z.string()),
    data: z.record(z.string(), z.array(z.number().nullable())),
    districts: z.array(z.object({ code: z.string(), name: z.string(), source: hpiSourceSchema })),
    propertyType: z.enum(HPI_SERIES),
    latestMonth: z.string().nullable(),
    source: hpiSourceSchema.nullable(),
  })
  .meta({ id: 'HpiSeries' });
export type HpiSeriesResponse = z.infer<typeof hpiSeriesSchema>;

// ---- GET /api/aggregates/hpi-yields ----
export const HPI_YIELDS_DURATION = 60;
export const hpiYieldsQuerySchema = rejectUnknown(
  z.object({
    postCode: scalarParam(parseFullPostcode),
    duration: wholeNumberParam(12, 360, HPI_YIELDS_DURATION, 'Must be 12 to 360'),
  }),
).superRefine(requireParams(['postCode']));
export type HpiYieldsQuery = z.output<typeof hpiYieldsQuerySchema>;

/**
 * series: months; data: per district (and the local index where held), the year-on-year
 * change in %; source: that of the district's HPI months read (null when none).
 */
export const hpiYieldsSchema = z
  .object({
    series: z.array(z.string()),
    data: z.record(z.string(), z.array(z.number().nullable())),
    latestMonth: z.string().nullable(),
    source: hpiSourceSchema.nullable(),
  })
  .meta({ id: 'HpiYields' });
export type HpiYields = z.infer<typeof hpiYieldsSchema>;

// ---- pure maths the API and the tests share ----

/** `(now / then - 1) * 100`, 2 decimals; null when either is missing or then is not positive. */
export function percentChange(then: number | null, now: number | null): number | null {
  if (then === null || now === null || !(then > 0)) return null;
  return Math.round((now / then - 1) * 100 * 100) / 100;
}

/** 'YYYY-MM-01' `months` months before `month` ('YYYY-MM-DD'). */
export function monthsBefore(month: string, months: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 - months;
  const date = new Date(Date.UTC(y, m, 1));
  return date.toISOString().slice(0, 10);
}
