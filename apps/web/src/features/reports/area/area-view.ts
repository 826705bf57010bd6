import { parseAreaCode } from '@yardstick/core/reports/area';
import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { filterParams } from '../../../components/filter-bar/filter-model.ts';

/** The estimates grid searching one unit postcode. */
export function postcodeSearchHref(postcode: string): string {
  const params = filterParams({ ...DEFAULT_FILTER, postCodes: [postcode], searchText: postcode });
  return `/estimates-es?${new URLSearchParams(params).toString()}`;
}

/**
 * The area code typed or picked (its first word: 'RG1, Reading' is RG1), or the reason it
 * is not one.
 */
export function areaCodeOf(text: string): { code: string } | { error: string } {
  const parsed = parseAreaCode(text.split(/[\s,]/)[0] ?? '');
  return parsed.ok ? { code: parsed.value.code } : { error: parsed.message };
}

/** A yield as shown: 2 decimals, '-' when there is none. */
export function yieldText(value: number | null, unit = ''): string {
  return value === null ? '-' : `${value.toFixed(2)}${unit}`;
}

/**
 * What a yield list holds: the API ranks the area's postcodes with a yield once and splits
 * them (the higher half, with the middle one of an odd count, is the high list), so the
 * lists never share a postcode; one postcode alone is too few to rank.
 */
export function yieldListNote(order: 'high' | 'low', postcodes: number): string {
  if (postcodes === 0) return 'No postcode here has enough sale and rental listings for a yield.';
  if (postcodes === 1) {
    return order === 'high'
      ? 'Only 1 postcode has a yield: too few to rank.'
      : 'Too few postcodes to rank: the only one with a yield is under High yielding postcodes.';
  }
  const higher = Math.ceil(postcodes / 2);
  return order === 'high'
    ? `The higher half of the ${postcodes} postcodes with a yield (${higher}), highest first.`
    : `The lower half of the ${postcodes} postcodes with a yield (${postcodes - higher}), lowest first.`;
}
