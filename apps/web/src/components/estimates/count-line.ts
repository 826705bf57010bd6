import type { SearchFilter } from '@yardstick/core/search/filter';
import type { CountRelation } from '@yardstick/core/search/responses';
import { isUnrestricted, locationLabel } from '../filter-bar/filter-model.ts';
import { formatNumber } from '../../lib/format.ts';

export interface ResultCount {
  value: number;
  /** 'gte': an estimate, at least this many. */
  relation?: CountRelation | undefined;
}

function count(c: ResultCount): string {
  return c.relation === 'gte' ? `${formatNumber(c.value)}+` : formatNumber(c.value);
}

/** What a list counts: the estimates' 'Property'/'Properties', or the PLO lists' own words. */
export interface CountNoun {
  one: string;
  many: string;
}

const PROPERTIES: CountNoun = { one: 'Property', many: 'Properties' };

/** The PLO lists' noun: the count line keeps the word PLO whatever the filter. */
export const PLO_PROPERTIES: CountNoun = { one: 'PLO property', many: 'PLO properties' };

const nounOf = (c: ResultCount, noun: CountNoun) =>
  c.value === 1 && c.relation !== 'gte' ? noun.one : noun.many;

/**
 * The line above the grid (docs/product.md#count-line):
 * - a search by location: 'Total N Properties found in {search text}';
 * - no location, other filters: 'N Properties across UK';
 * - nothing restricted: 'All Properties across UK'.
 * An estimated count reads 'N+'. Undefined while the count is not known yet. The PLO lists
 * pass their noun (PLO_PROPERTIES): 'Total N PLO properties found in ...'.
 */
export function countLine(
  filter: SearchFilter,
  total: ResultCount | undefined,
  noun: CountNoun = PROPERTIES,
): string | undefined {
  const place = locationLabel(filter);
  if (place)
    return total ? `Total ${count(total)} ${nounOf(total, noun)} found in ${place}` : undefined;
  if (isUnrestricted(filter)) return `All ${noun.many} across UK`;
  return total ? `${count(total)} ${nounOf(total, noun)} across UK` : undefined;
}
