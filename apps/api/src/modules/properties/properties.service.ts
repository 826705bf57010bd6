import { hpiAdjust, type HpiSeries } from '@yardstick/core/estimates/hpi-adjust';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type {
  PriceVariationQuery,
  PriceVariationRow,
} from '@yardstick/core/property/price-variation';
import type { ValuationQuery, ValuationRow } from '@yardstick/core/property/valuation';
import { homeKey } from '@yardstick/core/property/home-key';
import type { SaleOfHome } from '@yardstick/core/reports/valuation-homes';
import * as repo from './properties.repository.ts';

/**
 * Property data for the estimates grid's modals (docs/product.md#modals;
 * docs/http-api.md#property-data). No HTTP, no SQL.
 *
 * Valuation: each sale of the postcode with an estimate range of the property today
 * (docs/methodology.md). Where the sale matched a sale listing that has a derived estimate
 * (sold_prices.listing_id, set by the derive step), that range is reused as it is.
 * Otherwise the sale's own price is brought to today with the UK HPI, exactly as the
 * derive step indexes comparables (local authority by type, then all types, then region,
 * then country), and both ends of the range are that indexed price; without any HPI
 * series for the sale both ends are null.
 */

/**
 * The sale's chain of HPI series (at each level its property type's, then all types') as
 * core's hpiAdjust takes them: each series holds the index of the sale month ('then') and of
 * the latest month ('now') where known.
 */
function hpiChain(series: readonly repo.SeriesIndices[]): HpiSeries[] {
  const pair = (then: number | null, now: number | null): HpiSeries => {
    const indices = new Map<string, number>();
    if (then !== null) indices.set('then', then);
    if (now !== null) indices.set('now', now);
    return indices;
  };
  return series.flatMap((s) => [pair(s.typeThen, s.typeNow), pair(s.allThen, s.allNow)]);
}

/** A sale's price brought to today with core's hpiAdjust (the derive step's indexing). */
function hpiAdjusted(price: number, series: readonly repo.SeriesIndices[]) {
  return hpiAdjust(price, 'then', 'now', hpiChain(series));
}

/** The HPI factor of a sale: the first series of the chain with both months present. */
export function hpiFactor(series: readonly repo.SeriesIndices[]): number | null {
  return hpiAdjusted(1, series)?.factor ?? null;
}

const HAS_DIGIT = /\d/;

/** 'FLAT 2A' -> 'Flat 2A', "ST. JOHN'S ROAD" -> "St. John's Road" (Price Paid is upper case). */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) =>
      HAS_DIGIT.test(word)
        ? word.toUpperCase()
        : word
            .toLowerCase()
            .replace(/(^|[-(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()),
    )
    .join(' ');
}

/** The display address of a sale: flat, number or name with street, locality, town. */
export function saleAddress(
  row: Pick<repo.SaleRow, 'saon' | 'paon' | 'street' | 'locality' | 'town'>,
): string {
  const clean = (s: string | null) => (s && s.trim() ? titleCase(s) : undefined);
  const building = [clean(row.paon), clean(row.street)].filter(Boolean).join(' ');
  const parts = [clean(row.saon), building || undefined, clean(row.locality), clean(row.town)];
  const unique = parts.filter((p, i): p is string => !!p && parts.indexOf(p) === i);
  return unique.join(', ');
}

export function toValuationRow(row: repo.SaleRow): ValuationRow {
  let range1: number | null = null;
  let range2: number | null = null;
  if (row.listing_range1 !== null && row.listing_range2 !== null) {
    range1 = row.listing_range1;
    range2 = row.listing_range2;
  } else {
    const adjusted = hpiAdjusted(row.price, row.hpi);
    if (adjusted !== null) {
      range1 = adjusted.price;
      range2 = range1;
    }
  }
  return {
    property_address: saleAddress(row),
    sold_price: row.price,
    total_floor_area: row.total_floor_area,
    property_type: row.property_type,
    range1_price: range1,
    range2_price: range2,
    date_of_transfer: row.date_of_transfer,
  };
}

/**
 * The postcode's sales for the valuation page (reports module): each sale's row (as the
 * Sales History answers it), its home (core homeKey), its price brought to today by the HPI
 * and the range of the listing it matched, to group by home (core groupSalesByHome).
 */
export async function postcodeSales(
  ctx: AppContext,
  postCode: string,
): Promise<Omit<SaleOfHome, 'matches'>[]> {
  const rows = await repo.salesOfPostcode(ctx.readDatabase.db, postCode);
  return rows.map((r) => ({
    homeKey: homeKey({ postcode: postCode, saon: r.saon, paon: r.paon, street: r.street }),
    row: toValuationRow(r),
    indexedPrice: hpiAdjusted(r.price, r.hpi)?.price ?? null,
    listingRange:
      r.listing_range1 !== null && r.listing_range2 !== null
        ? { low: r.listing_range1, high: r.listing_range2 }
        : null,
  }));
}

/** GET /api/property/valuation: the postcode's sales, newest first (at most 1,000). */
export async function valuation(ctx: AppContext, query: ValuationQuery): Promise<ValuationRow[]> {
  const rows = await repo.salesOfPostcode(ctx.readDatabase.db, query.postCode!);
  return rows.map(toValuationRow);
}

/**
 * GET /api/property/price/variation: the listing's asking prices, oldest first. The history
 * also records status changes at an unchanged price (Sold STC, Let agreed); only the
 * changes of price are answered (the first record, then each one whose price differs from
 * the one before). 404 when there is no such listing.
 */
export async function priceVariation(
  ctx: AppContext,
  query: PriceVariationQuery,
): Promise<PriceVariationRow[]> {
  const db = ctx.readDatabase.db;
  const id = query.propertyId!;
  const [exists, events] = await Promise.all([
    repo.listingExists(db, id),
    repo.priceHistory(db, id),
  ]);
  if (!exists) throw notFound('Property not found');
  const rows: PriceVariationRow[] = [];
  for (const event of events) {
    if (rows.length > 0 && rows[rows.length - 1]!.price_amount === event.price) continue;
    rows.push({ price_amount: event.price, updated_dt: event.recorded_at.toISOString() });
  }
  return rows;
}
