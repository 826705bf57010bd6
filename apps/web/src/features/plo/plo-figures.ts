import { formatGBP, formatPercent } from '../../lib/format.ts';

/** A monthly rent as the PLO pages show it ('£1,150 pcm'; '-' without one). */
export const rentText = (rent: number | null | undefined): string =>
  rent === null || rent === undefined ? '-' : `${formatGBP(rent)} pcm`;

/**
 * The paired rent against the area's median for its bedrooms, as the words that follow "Rent"
 * in a sentence ('Rent at the area median', 'rent 12.3% above the area median').
 */
export function rentVsAreaText(pct: number | null): string {
  if (pct === null) return 'with no area median to compare';
  if (pct === 0) return 'at the area median';
  return `${formatPercent(Math.abs(pct))} ${pct > 0 ? 'above' : 'below'} the area median`;
}

/** The same as a figure on its own ('At the area median', 'No area median'). */
export function rentVsAreaFigure(pct: number | null): string {
  if (pct === null) return 'No area median';
  const text = rentVsAreaText(pct);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
