import {
  HPI_DEFAULT_RANGE,
  HPI_SERIES_LABELS,
  HPI_TOP_DISTRICTS,
  monthsBefore,
  percentChange,
  type HpiChartQuery,
  type HpiDistrict,
  type HpiListQuery,
  type HpiReportPage,
  type HpiSeriesResponse,
  type HpiYields,
  type HpiYieldsQuery,
} from '@yardstick/core/reports/hpi';
import { hpiSourceOf } from '@yardstick/core/reports/hpi-source';
import { toPageInfo } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../errors.ts';
import * as repo from './hpi.repository.ts';

/**
 * The House Price Index reports (docs/methodology.md "Reports"): no HTTP, no SQL. "Latest"
 * is the newest month the `hpi` table holds; a duration of n months compares it with the
 * month n months before; "max" with each series' earliest month held.
 */

export async function allDistricts(ctx: AppContext): Promise<HpiDistrict[]> {
  const rows = await repo.districts(ctx.readDatabase.db);
  return rows.map((r) => ({
    district_code: r.code,
    district_name: r.district_name,
    county_name: r.county_name,
    region_name: r.region_name,
  }));
}

export async function hpiList(ctx: AppContext, query: HpiListQuery): Promise<HpiReportPage> {
  const db = ctx.readDatabase.db;
  const latest = await repo.latestMonth(db);
  const page = query.page!;
  const size = query.size!;
  if (latest === null) {
    return {
      content: [],
      page: toPageInfo(page, size, 0, { value: 0, relation: 'eq' }),
      latestMonth: null,
      fromMonth: null,
      source: null,
    };
  }
  const source = hpiSourceOf(await repo.provenances(db));
  const from = query.duration === 'max' ? null : monthsBefore(latest, query.duration!);
  const rows = await repo.hpiListPage(db, {
    latest,
    from,
    search: query.search,
    sort: query.sort!,
    page,
    size,
  });
  const total = rows[0]?.total ?? 0;
  const content = rows.map((r) => ({
    districtCode: r.code,
    countyName: r.county_name,
    districtName: r.district_name,
    detachedHpi: r.detached_hpi,
    semiDetachedHpi: r.semi_detached_hpi,
    terracedHpi: r.terraced_hpi,
    flatHpi: r.flat_hpi,
    otherHpi: r.other_hpi,
    regionName: r.region_name,
    source: r.source,
  }));
  if (rows.length === 0 && page > 0) {
    // Past the end: still report the count.
    const first = await repo.hpiListPage(db, {
      latest,
      from,
      search: query.search,
      sort: query.sort!,
      page: 0,
      size: 1,
    });
    return {
      content,
      page: toPageInfo(page, size, 0, { value: first[0]?.total ?? 0, relation: 'eq' }),
      latestMonth: latest,
      fromMonth: from,
      source,
    };
  }
  return {
    content,
    page: toPageInfo(page, size, content.length, { value: total, relation: 'eq' }),
    latestMonth: latest,
    fromMonth: from,
    source,
  };
}

/**
 * The chart: the chosen districts' (or the top ones') index series. With a duration the
 * months run from `duration` months before the latest to the latest ('max': from the first
 * month held); without one, from hpiDateGt to hpiDateLt inclusive (default the spec's 2019).
 */
export async function hpiChart(ctx: AppContext, query: HpiChartQuery): Promise<HpiSeriesResponse> {
  const db = ctx.readDatabase.db;
  const series = query.propertyType!;
  if (!query.topDistricts && !query.districtCodes?.length) {
    throw invalid(
      { districtCodes: 'Choose districts, or ask for topDistricts=true' },
      'Choose districts or the top capital gains',
    );
  }
  const latest = await repo.latestMonth(db);
  const empty = {
    series: [],
    data: {},
    districts: [],
    propertyType: series,
    latestMonth: latest,
    source: null,
  };
  if (latest === null) return empty;
  let from: string | null;
  let to: string;
  if (query.duration !== undefined) {
    from = query.duration === 'max' ? null : monthsBefore(latest, query.duration);
    to = latest;
  } else {
    from = query.hpiDateGt ?? HPI_DEFAULT_RANGE.from;
    to = query.hpiDateLt ?? HPI_DEFAULT_RANGE.to;
    if (from > to) throw invalid({ hpiDateGt: 'Must not be after hpiDateLt' });
    from = `${from.slice(0, 7)}-01`;
    to = `${to.slice(0, 7)}-01`;
  }
  const chosen = query.topDistricts
    ? await repo.topDistricts(db, { series, from, to, size: query.size ?? HPI_TOP_DISTRICTS })
    : await repo.districtsByCode(db, query.districtCodes!);
  if (chosen.length === 0) return empty;
  const byCode = new Map(chosen.map((d) => [d.code, d]));
  const points = await repo.seriesOf(db, {
    codes: chosen.map((d) => d.code),
    column: repo.SERIES_COLUMN[series],
    from,
    to,
  });
  const months = [...new Set(points.map((p) => p.month))].sort();
  const index = new Map(months.map((m, i) => [m, i]));
  // Asked districts in the order asked; top districts by their change.
  const order = query.topDistricts
    ? chosen
    : query.districtCodes!.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : []));
  const data: Record<string, (number | null)[]> = {};
  const drawnFrom = new Map<string, Set<string>>();
  for (const d of order) {
    data[d.district_name] = months.map(() => null);
    drawnFrom.set(d.code, new Set());
  }
  for (const p of points) {
    const name = byCode.get(p.area_code)!.district_name;
    data[name]![index.get(p.month)!] = p.value;
    drawnFrom.get(p.area_code)?.add(p.provenance);
  }
  return {
    series: months,
    data,
    districts: order.map((d) => ({
      code: d.code,
      name: d.district_name,
      source: hpiSourceOf(drawnFrom.get(d.code) ?? []) ?? 'published',
    })),
    propertyType: series,
    latestMonth: latest,
    source: hpiSourceOf(points.map((p) => p.provenance)),
  };
}

/**
 * Year-on-year change of the postcode's local authority index (all types and each type),
 * for each of the last `duration` months held, and where the derive computed it, of the
 * postcode district's local price index (houses, flats).
 */
export async function hpiYields(ctx: AppContext, query: HpiYieldsQuery): Promise<HpiYields> {
  const db = ctx.readDatabase.db;
  const area = await repo.postcodeArea(db, query.postCode!);
  if (!area) throw notFound('Postcode not found');
  const latest = await repo.latestMonth(db);
  if (latest === null || !area.lad_code) {
    return { series: [], data: {}, latestMonth: latest, source: null };
  }
  const duration = query.duration!;
  const first = monthsBefore(latest, duration - 1);
  const months: string[] = [];
  for (let k = duration - 1; k >= 0; k--) months.push(monthsBefore(latest, k).slice(0, 7));
  const data: Record<string, (number | null)[]> = {};
  const read = new Set<string>();
  const name = area.lad_name ?? area.lad_code;
  for (const s of ['all', 'detached', 'semiDetached', 'terraced', 'flat'] as const) {
    const points = await repo.seriesOf(db, {
      codes: [area.lad_code],
      column: repo.SERIES_COLUMN[s],
      from: monthsBefore(first, 12),
      to: latest,
    });
    for (const p of points) read.add(p.provenance);
    const byMonth = new Map(points.map((p) => [p.month, p.value]));
    const values = months.map((m) =>
      percentChange(
        byMonth.get(monthsBefore(`${m}-01`, 12).slice(0, 7)) ?? null,
        byMonth.get(m) ?? null,
      ),
    );
    if (values.some((v) => v !== null)) {
      data[s === 'all' ? name : `${name} · ${HPI_SERIES_LABELS[s]}`] = values;
    }
  }
  const local = await repo.localIndexOf(db, {
    district: area.district,
    from: monthsBefore(first, 12),
    to: latest,
  });
  for (const group of ['H', 'F'] as const) {
    const byMonth = new Map(
      local.filter((p) => p.type_group === group).map((p) => [p.month, p.value]),
    );
    const values = months.map((m) =>
      percentChange(
        byMonth.get(monthsBefore(`${m}-01`, 12).slice(0, 7)) ?? null,
        byMonth.get(m) ?? null,
      ),
    );
    if (values.some((v) => v !== null)) {
      data[`${area.district} local index · ${group === 'H' ? 'Houses' : 'Flats'}`] = values;
    }
  }
  return { series: months, data, latestMonth: latest, source: hpiSourceOf(read) };
}
