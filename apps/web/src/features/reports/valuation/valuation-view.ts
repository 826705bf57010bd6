import { parsePostcode } from '@yardstick/core/geo/postcode';
import { parseMoney } from '../../../lib/format.ts';
import { formatGBP } from '../../../lib/format.ts';
import type { ValuationHome } from '@yardstick/core/reports/postcode-valuation';
import type { PostcodeFilter } from '../api/get-postcode-valuation.ts';

/** The valuation page's fields as typed. */
export interface PostcodeFilterForm {
  location: string;
  types: string[];
  minPrice: string;
  maxPrice: string;
  minArea: string;
  maxArea: string;
}

export const EMPTY_POSTCODE_FORM: PostcodeFilterForm = {
  location: '',
  types: [],
  minPrice: '',
  maxPrice: '',
  minArea: '',
  maxArea: '',
};

const area = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The call's filter of the fields: the location's first part must be a full postcode
 * (written canonically); prices read as money, floor areas as numbers, blanks left out.
 */
export function postcodeFilterOf(
  form: PostcodeFilterForm,
): { filter: PostcodeFilter } | { error: string } {
  const parsed = parsePostcode(form.location.split(',')[0] ?? '');
  if (!parsed) return { error: 'Enter a full postcode such as RG1 4AY' };
  return {
    filter: {
      postCode: parsed.postcode,
      propertyTypes: form.types,
      minPrice: parseMoney(form.minPrice),
      maxPrice: parseMoney(form.maxPrice),
      minFloorArea: area(form.minArea),
      maxFloorArea: area(form.maxArea),
    },
  };
}

/** The estimate today: '-', one price, or a range. */
export function estimateText(low: number | null, high: number | null): string {
  if (low === null) return '-';
  return low === high ? formatGBP(low) : `${formatGBP(low)} - ${formatGBP(high)}`;
}

/** How a home's estimate today was made, in a few words. */
export function estimateBasisText(home: Pick<ValuationHome, 'estimateBasis' | 'sales'>): string {
  if (home.estimateBasis === 'listing') return "from its listing's estimate";
  if (home.estimateBasis === 'last-sale') {
    const last = home.sales[0];
    return last ? `last sale (${last.date_of_transfer.slice(0, 4)}) indexed by the HPI` : '';
  }
  return 'no HPI series held';
}

/** Each year's bar height in % of the busiest year. */
export function barHeights(counts: readonly number[]): number[] {
  const max = Math.max(1, ...counts);
  return counts.map((c) => (c / max) * 100);
}
