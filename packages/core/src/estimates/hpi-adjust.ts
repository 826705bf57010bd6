/**
 * Brings a past price to today with the UK HPI: P_today = P x HPI(latest) / HPI(month of sale).
 * Series are tried in order (local authority by property type, local authority all types,
 * region by type, region all types); the first with both months present is used.
 */
export type HpiSeries = ReadonlyMap<string, number>; // 'YYYY-MM' -> index

export interface HpiAdjustment {
  price: number;
  factor: number;
  /** Which series (by position in the list given) was used. */
  seriesUsed: number;
}

export function hpiAdjust(
  price: number,
  saleMonth: string,
  latestMonth: string,
  seriesInOrder: readonly (HpiSeries | undefined)[],
): HpiAdjustment | null {
  for (const [i, series] of seriesInOrder.entries()) {
    const then = series?.get(saleMonth);
    const now = series?.get(latestMonth);
    if (then && now && then > 0) {
      const factor = now / then;
      return { price: Math.round(price * factor), factor, seriesUsed: i };
    }
  }
  return null;
}
