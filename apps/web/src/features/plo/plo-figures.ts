import { formatGBP, formatPercent } from '../../lib/format.ts';

/** A monthly rent as the PLO pages show it ('£1,150 pcm'; '-' without one). */
export const rentText = (rent: number | null | undefined): string =>
  rent === null || rent === undefined ? '-' : `${formatGBP(rent)} pcm`;

/** The paired rent against the area's median for its bedrooms, in words. */
export function rentVsAreaText(pct: number | null): string {
  if (pct === null) return 'No area median';
  if (pct === 0) return 'At the area median';
  return `${formatPercent(Math.abs(pct))} ${pct > 0 ? 'above' : 'below'} the area median`;
}
