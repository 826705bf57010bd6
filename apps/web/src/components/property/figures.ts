/** Figures of the sales and price per m2 section (docs/product.md#sales-and-price-per-m2). */

const positive = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The HPI-based valuation: floor area x the area's HPI-indexed £/m2, when both exist. */
export function hpiValuation(
  totalFloorArea: number | null | undefined,
  hpiPPSM: number | null | undefined,
): number | null {
  return positive(totalFloorArea) && positive(hpiPPSM)
    ? Math.round(totalFloorArea * hpiPPSM)
    : null;
}

/** '350 m' under a kilometre, '1.2 km' from there. */
export function distanceText(metres: number | null | undefined): string {
  if (typeof metres !== 'number' || !Number.isFinite(metres)) return '-';
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}
