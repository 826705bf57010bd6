import type { CityAggregate, CityAggregateQuery } from '@yardstick/core/search/city-aggregate';
import { PLAUSIBLE_GROSS_YIELD } from '@yardstick/core/estimates/yield-band';
import type {
  AreaAverages,
  AreaAveragesQuery,
  AreaYieldsQuery,
  YieldPage,
} from '@yardstick/core/reports/area';
import { toPageInfo } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { districtSummaries } from '../listings/listings.public.ts';
import {
  areaRow,
  countYieldPostcodes,
  districtNames,
  yieldPage,
  yieldSummary,
} from './aggregates.repository.ts';

/**
 * Top-city figures for the home page: each asked district in the order given, its name
 * (the first place postcode_districts lists for it, else the code) and the count and
 * averages of the sale listings its 'See properties' search finds (the listing engine's
 * default search of the district: residential sale listings on the market), null averages
 * when it has none.
 */
export async function topCities(
  ctx: AppContext,
  query: CityAggregateQuery,
): Promise<CityAggregate[]> {
  const districts = query.districtCodes ?? [];
  const [rows, names] = await Promise.all([
    districtSummaries(ctx, districts),
    districtNames(ctx.readDatabase.db, districts),
  ]);
  const byCode = new Map(rows.map((r) => [r.district, r]));
  return districts.map((code) => {
    const row = byCode.get(code);
    return {
      district_code: code,
      district_name: names.get(code) ?? code,
      total: row?.total ?? 0,
      avg_price: row?.avg_price ?? null,
      avg_bmv: row?.avg_bmv ?? null,
      avg_roi: row?.avg_roi ?? null,
    };
  });
}

/**
 * Area analytics (docs/methodology.md "Reports"): the district's or area's figures from the
 * derive step's `area_stats`; its average gross yield is the mean of its unit postcodes'
 * yields (each computed where a postcode has at least 3 sale and 1 whole-home rental
 * listings), leaving out yields outside the plausible band (core `PLAUSIBLE_GROSS_YIELD`:
 * a room rent against a house price, a share, an auction guide), the same postcodes the
 * yield tables rank. 404 when the area has no listings.
 */
export async function areaAverages(
  ctx: AppContext,
  query: AreaAveragesQuery,
): Promise<AreaAverages> {
  const db = ctx.readDatabase.db;
  const { level, code } = query.areaCode!;
  const row = await areaRow(db, level, code);
  if (!row) throw notFound(`No listings held in ${code}`);
  const summary = await yieldSummary(db, level, code, PLAUSIBLE_GROSS_YIELD);
  return {
    area: code,
    level,
    avg_yield: summary.avg_yield === null ? null : Math.round(summary.avg_yield * 100) / 100,
    avg_price: row.avg_price,
    avg_rent: row.avg_rent,
    total_listing: row.sale_listings ?? 0,
    rent_listings: row.rent_listings ?? 0,
    yield_postcodes: summary.postcodes,
    roomAvg: {
      roomsWanted: row.rooms_wanted,
      roomsAvailable: row.rooms_available ?? 0,
      avgPrice: row.avg_room_rent,
    },
  };
}

/**
 * The area's postcodes by gross yield, paged: the higher half highest first (order high) or
 * the lower half lowest first (order low); the two lists never share a postcode.
 */
export async function areaYields(ctx: AppContext, query: AreaYieldsQuery): Promise<YieldPage> {
  const db = ctx.readDatabase.db;
  const { level, code } = query.areaCode!;
  const page = query.page!;
  const size = query.size!;
  const rows = await yieldPage(db, {
    level,
    code,
    band: PLAUSIBLE_GROSS_YIELD,
    order: query.order!,
    page,
    size,
  });
  const total =
    rows[0]?.total ??
    (page > 0
      ? await countYieldPostcodes(db, level, code, PLAUSIBLE_GROSS_YIELD, query.order!)
      : 0);
  return {
    content: rows.map((r) => ({
      area: r.code,
      avg_yield: r.avg_yield,
      avg_rent: r.avg_rent,
      avg_price: r.avg_price,
      sale_listings: r.sale_listings,
      rent_listings: r.rent_listings,
    })),
    page: toPageInfo(page, size, rows.length, { value: total, relation: 'eq' }),
  };
}
