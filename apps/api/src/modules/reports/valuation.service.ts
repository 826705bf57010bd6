import { hpiAdjust, type HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import { median } from '@yardstick/core/estimates/percentile';
import { monthsBefore, percentChange } from '@yardstick/core/reports/hpi';
import {
  PROPERTY_TYPE_NAMES,
  formatValuationQuery,
  parseValuationQuery,
  type ValuationInputs,
  type ValuationQueryFilter,
  type ValuationRequest,
  type ValuationResult,
} from '@yardstick/core/reports/valuation-query';
import type { ValuationRow } from '@yardstick/core/property/valuation';
import type {
  PostcodeValuation,
  PostcodeValuationQuery,
} from '@yardstick/core/reports/postcode-valuation';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../errors.ts';
import { groupSalesByHome } from '@yardstick/core/reports/valuation-homes';
import { postcodeSales, saleAddress } from '../properties/properties.public.ts';
import { hpiSourceOf } from '@yardstick/core/reports/hpi-source';
import { latestMonth, provenances } from './hpi.repository.ts';
import * as repo from './valuation.repository.ts';

/**
 * The valuation report and the valuation page (docs/methodology.md "Reports"): no HTTP, no
 * SQL. The report's query text is parsed by core (`parseValuationQuery`); only its typed
 * values reach the repository, as parameters.
 */

/** Comparables read at most (nearest first). */
export const MAX_COMPARABLES = 200;
/** Fewer comparables than this give no avgPrice. */
export const MIN_COMPARABLES = 3;

export function prepareQuery(filter: ValuationQueryFilter): { query: string } {
  return {
    query: formatValuationQuery({
      postCode: filter.postCode!,
      soldDate: filter.soldDate!,
      soldPrice: filter.soldPrice!,
      sqMts: filter.sqMts ?? null,
      propertyType: filter.propertyType!,
      radius: 1000,
      years: 5,
    }),
  };
}

/** The query text with the form's fields filling the keys it leaves out. */
function inputsOf(body: ValuationRequest): ValuationInputs {
  const lines = [body.query];
  const has = (key: string) => new RegExp(`^\\s*${key}\\s*=`, 'm').test(body.query);
  const fill: [string, unknown][] = [
    ['postcode', body.postCode],
    ['sold_date', body.soldDate],
    ['sold_price', body.soldPrice],
    ['sq_m', body.sqMts],
    ['property_type', body.propertyType],
  ];
  for (const [key, value] of fill) {
    if (value !== undefined && value !== '' && !has(key)) lines.push(`${key} = ${String(value)}`);
  }
  const parsed = parseValuationQuery(lines.join('\n'));
  if (!parsed.ok) throw invalid({ query: parsed.problem.message }, parsed.problem.message);
  return parsed.value;
}

export async function valuationReport(
  ctx: AppContext,
  body: ValuationRequest,
): Promise<ValuationResult> {
  const inputs = inputsOf(body);
  const db = ctx.readDatabase.db;
  const place = await repo.postcodePlace(db, inputs.postCode);
  if (!place) throw notFound(`Postcode ${inputs.postCode} not found`);
  const latest = await latestMonth(db);
  const soldMonth = `${inputs.soldDate.slice(0, 7)}-01`;
  const explanation: ValuationResult['explanation'] = {
    hpiArea: null,
    hpiSeries: null,
    soldMonth,
    latestMonth: latest,
    indexThen: null,
    indexNow: null,
    medianPpsm: null,
    comparables: 0,
    avgPriceNote: null,
    hpiSource: null,
  };
  let hpiPrice: number | null = null;
  let hpi: number | null = null;
  if (latest !== null) {
    const then = soldMonth > latest ? latest : soldMonth;
    const codes = [place.lad_code, place.region_code, place.country_code].filter(
      (c): c is string => !!c,
    );
    const pairs = await repo.indexPairs(db, {
      codes,
      type: inputs.propertyType,
      then,
      now: latest,
    });
    const chain: HpiSeries[] = [];
    const labels: {
      code: string;
      area: string;
      series: string;
      then: number | null;
      now: number | null;
    }[] = [];
    for (const p of pairs) {
      const typeName = PROPERTY_TYPE_NAMES[inputs.propertyType];
      for (const [series, a, b] of [
        [typeName, p.type_then, p.type_now],
        ['All property types', p.all_then, p.all_now],
      ] as const) {
        const m = new Map<string, number>();
        if (a !== null) m.set('then', a);
        if (b !== null) m.set('now', b);
        chain.push(m);
        labels.push({ code: p.area_code, area: p.area_name, series, then: a, now: b });
      }
    }
    const adjusted = hpiAdjust(inputs.soldPrice, 'then', 'now', chain);
    if (adjusted) {
      const used = labels[adjusted.seriesUsed]!;
      hpiPrice = adjusted.price;
      hpi = percentChange(used.then, used.now);
      Object.assign(explanation, {
        hpiArea: used.area,
        hpiSeries: used.series,
        indexThen: used.then,
        indexNow: used.now,
        hpiSource: hpiSourceOf(await provenances(db, [used.code])),
      });
    }
  }
  let avgPrice: number | null = null;
  let comparables: ValuationResult['comparables'] = [];
  if (latest === null || place.lat === null || place.lng === null) {
    explanation.avgPriceNote = 'No sales or no location held for this postcode.';
  } else {
    const since = monthsBefore(latest, inputs.years * 12 - 1);
    const rows = await repo.comparables(db, {
      lat: place.lat,
      lng: place.lng,
      radius: inputs.radius,
      since,
      latest,
      types: repo.typeGroup(inputs.propertyType),
      limit: MAX_COMPARABLES,
    });
    comparables = rows.flatMap((r) =>
      r.factor === null
        ? []
        : [
            {
              dateOfTransfer: r.date_of_transfer,
              address: saleAddress(r),
              propertyType: r.property_type,
              price: r.price,
              totalFloorArea: r.total_floor_area,
              adjustedPpsm: Math.round((r.price * r.factor) / r.total_floor_area),
              distance: r.distance,
            },
          ],
    );
    explanation.comparables = comparables.length;
    if (comparables.length >= MIN_COMPARABLES) {
      explanation.medianPpsm = Math.round(median(comparables.map((c) => c.adjustedPpsm))!);
    }
    if (inputs.sqMts === null) {
      explanation.avgPriceNote = 'Give the floor area (sq_m) for a floor-area valuation.';
    } else if (explanation.medianPpsm === null) {
      explanation.avgPriceNote = `Fewer than ${MIN_COMPARABLES} comparable sales with a floor area within ${inputs.radius} m over ${inputs.years} years: widen the radius or the years.`;
    } else {
      avgPrice = Math.round(explanation.medianPpsm * inputs.sqMts);
    }
  }
  return { avgPrice, hpiPrice, hpi, inputs, explanation, comparables };
}

/**
 * The valuation page's postcode: its sales (with the estimate of each property today, as the
 * Sales History modal answers them) filtered by type, price and floor area, and the
 * analytics of those sales: median price, median £/m2, sales per year, and the HPI change of
 * the postcode's local authority over 1 and 5 years.
 */
export async function postcodeValuation(
  ctx: AppContext,
  query: PostcodeValuationQuery,
): Promise<PostcodeValuation> {
  const db = ctx.readDatabase.db;
  const postCode = query.postCode!;
  const place = await repo.postcodePlace(db, postCode);
  if (!place) throw notFound(`Postcode ${postCode} not found`);
  const types = query.propertyTypes;
  const passes = (s: ValuationRow) =>
    (!types || types.includes(s.property_type as never)) &&
    (query.minPrice === undefined || s.sold_price >= query.minPrice) &&
    (query.maxPrice === undefined || s.sold_price <= query.maxPrice) &&
    (query.minFloorArea === undefined ||
      (s.total_floor_area !== null && s.total_floor_area >= query.minFloorArea)) &&
    (query.maxFloorArea === undefined ||
      (s.total_floor_area !== null && s.total_floor_area <= query.maxFloorArea));
  const sales = (await postcodeSales(ctx, postCode)).map((s) => ({ ...s, matches: passes(s.row) }));
  const rows = sales.filter((s) => s.matches).map((s) => s.row);
  const latest = await latestMonth(db);
  // Median price and £/m2 of the last 5 years' sales (to the newest HPI month held).
  const since = latest === null ? null : monthsBefore(latest, 59);
  const recent = since === null ? [] : rows.filter((r) => r.date_of_transfer >= since);
  const ppsm = recent.flatMap((r) =>
    r.total_floor_area ? [r.sold_price / r.total_floor_area] : [],
  );
  const byYear = new Map<number, number[]>();
  for (const r of rows) {
    const year = Number(r.date_of_transfer.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), r.sold_price]);
  }
  let hpiChange: PostcodeValuation['hpiChange'] = null;
  if (latest !== null && place.lad_code) {
    const months = [latest, monthsBefore(latest, 12), monthsBefore(latest, 60)];
    const index = await repo.indexAt(db, { code: place.lad_code, column: 'index', months });
    hpiChange = {
      source: hpiSourceOf(await provenances(db, [place.lad_code])) ?? 'published',
      area: place.lad_name ?? place.lad_code,
      latestMonth: latest,
      change12m: percentChange(index.get(months[1]!) ?? null, index.get(latest) ?? null),
      change60m: percentChange(index.get(months[2]!) ?? null, index.get(latest) ?? null),
    };
  }
  const mid = median(recent.map((r) => r.sold_price));
  const midPpsm = median(ppsm);
  return {
    postCode,
    lat: place.lat,
    lng: place.lng,
    sales: rows.length,
    recentSales: recent.length,
    medianPrice: mid === null ? null : Math.round(mid),
    medianPpsm: midPpsm === null ? null : Math.round(midPpsm),
    salesPerYear: [...byYear.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([year, prices]) => ({
        year,
        sales: prices.length,
        medianPrice: Math.round(median(prices)!),
      })),
    hpiChange,
    rows,
    homes: groupSalesByHome(sales),
  };
}
