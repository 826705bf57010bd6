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
