import type { ValuationRow } from '../property/valuation.ts';
import type { ValuationHome } from './postcode-valuation.ts';

/** One sale of a postcode as the valuation page groups it. */
export interface SaleOfHome {
  /** core/property/home-key.ts */
  homeKey: string;
  row: ValuationRow;
  /** The sale's price brought to today by the HPI; null without a series. */
  indexedPrice: number | null;
  /** The derived range of the sale listing this sale matched; null when none. */
  listingRange: { low: number; high: number } | null;
  /** Whether the sale passes the page's filters. */
  matches: boolean;
}

/**
 * The sales of a postcode by home, for the valuation page: one entry per home with at least
 * one matching sale, in the order of its newest sale (sales come newest first); the home's
 * estimate today once (a matched listing's range, the newest such; else the newest sale's
 * indexed price) and every sale of the home beneath, newest first.
 */
export function groupSalesByHome(sales: readonly SaleOfHome[]): ValuationHome[] {
  const byHome = new Map<string, SaleOfHome[]>();
  for (const s of sales) byHome.set(s.homeKey, [...(byHome.get(s.homeKey) ?? []), s]);
  const homes: ValuationHome[] = [];
  for (const [key, all] of byHome) {
    if (!all.some((s) => s.matches)) continue;
    const ordered = [...all].sort((a, b) =>
      b.row.date_of_transfer.localeCompare(a.row.date_of_transfer),
    );
    const newest = ordered[0]!;
    const listed = ordered.find((s) => s.listingRange !== null);
    let estimate: Pick<ValuationHome, 'range1Price' | 'range2Price' | 'estimateBasis'>;
    if (listed) {
      estimate = {
        range1Price: listed.listingRange!.low,
        range2Price: listed.listingRange!.high,
        estimateBasis: 'listing',
      };
    } else if (newest.indexedPrice !== null) {
      estimate = {
        range1Price: newest.indexedPrice,
        range2Price: newest.indexedPrice,
        estimateBasis: 'last-sale',
      };
    } else {
      estimate = { range1Price: null, range2Price: null, estimateBasis: null };
    }
    homes.push({
      homeKey: key,
      address: newest.row.property_address,
      propertyType: newest.row.property_type,
      totalFloorArea:
        ordered.find((s) => s.row.total_floor_area !== null)?.row.total_floor_area ?? null,
      ...estimate,
      sales: ordered.map((s) => ({
        date_of_transfer: s.row.date_of_transfer,
        sold_price: s.row.sold_price,
        indexedPrice: s.indexedPrice,
      })),
    });
  }
  return homes;
}
