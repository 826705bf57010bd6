/**
 * The PLO map's marker bands by gross yield (docs/product.md#plo, `/plo-map-es`): 7% and above high,
 * 5% to 7% middling, below 5% (or no yield) low. The web draws each band in its colour and
 * names the bands in the map's legend from these thresholds.
 */
export const PLO_YIELD_BANDS = {
  /** Lowest gross yield of the high band, percent. */
  high: 7,
  /** Lowest gross yield of the middle band, percent. */
  mid: 5,
} as const;

export type PloYieldBand = 'high' | 'mid' | 'low';

/** The band of a gross yield (percent); a pair without a yield is in the low band. */
export function ploYieldBand(grossYield: number | null | undefined): PloYieldBand {
  if (grossYield === null || grossYield === undefined) return 'low';
  if (grossYield >= PLO_YIELD_BANDS.high) return 'high';
  return grossYield >= PLO_YIELD_BANDS.mid ? 'mid' : 'low';
}

/** The marker fill of each band (also the legend's). */
export const PLO_YIELD_COLOURS: Record<PloYieldBand, string> = {
  high: '#2b8a3e',
  mid: '#0ca678',
  low: '#868e96',
};

/** The legend of the bands, in their order on the map's key. */
export const PLO_YIELD_LEGEND: readonly { label: string; fill: string }[] = [
  { label: `Gross yield ${PLO_YIELD_BANDS.high}% or more`, fill: PLO_YIELD_COLOURS.high },
  { label: `${PLO_YIELD_BANDS.mid}% to ${PLO_YIELD_BANDS.high}%`, fill: PLO_YIELD_COLOURS.mid },
  { label: `Below ${PLO_YIELD_BANDS.mid}%`, fill: PLO_YIELD_COLOURS.low },
];
