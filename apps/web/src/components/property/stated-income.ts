import type { StatedIncome } from '@yardstick/core/listings/stated-income';
import { formatGBP } from '../../lib/format.ts';

/**
 * The rent our yield uses: our rent estimate, or the paired rental listing's rent (a PLO page,
 * or a sale listing paired with its rental, whose rent estimate is that rent).
 */
export interface YieldRent {
  kind: 'estimate' | 'pair';
  monthly: number | null;
}

/** 'The listing states £28,500 a year (£2,375 pcm)'. */
export function statedText(income: StatedIncome): string {
  const pcm = formatGBP(income.monthly);
  switch (income.period) {
    case 'year':
      return `The listing states ${formatGBP(income.annual)} a year (${pcm} pcm)`;
    case 'month':
      return `The listing states ${pcm} pcm`;
    case 'week':
      return `The listing's weekly rent comes to ${pcm} pcm`;
    case 'yield':
      return `The listing states a gross yield that comes to ${formatGBP(income.annual)} a year (${pcm} pcm) on the asking price`;
  }
}

/** '; our yield uses the rent estimate, £1,375 pcm' or the pair's rental listing. */
export function usedText(ours: YieldRent): string {
  if (ours.monthly === null) {
    return ours.kind === 'pair'
      ? '; the paired rental listing states no rent, so no yield is shown'
      : '; we hold no rent estimate for it, so no yield is shown';
  }
  return ours.kind === 'pair'
    ? `; our yield and ROI use the paired rental listing's rent, ${formatGBP(ours.monthly)} pcm`
    : `; our yield and ROI use our rent estimate, ${formatGBP(ours.monthly)} pcm`;
}

/** How far the stated income lies from ours: '73% above ours'; null when either is missing. */
export function gapText(income: StatedIncome, ours: YieldRent): string | null {
  if (ours.monthly === null || ours.monthly <= 0) return null;
  const pct = Math.round((income.monthly / ours.monthly - 1) * 100);
  if (pct === 0) return 'the same as ours';
  return `${Math.abs(pct)}% ${pct > 0 ? 'above' : 'below'} ours`;
}

/** Why we use our rent rather than the stated one. */
export function whyText(ours: YieldRent): string {
  const basis =
    ours.kind === 'pair'
      ? 'The paired rental is what the same home is advertised to let for today, as a whole home.'
      : 'Our rent estimate is what whole homes of the same type and bedrooms let for nearby.';
  return `${basis} A stated income is the agent's figure and is not checked: it may be an HMO's room rents or a rent let before or hoped for, and it is not what a single let of the home would bring.`;
}
