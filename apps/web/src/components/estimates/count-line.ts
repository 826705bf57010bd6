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

const properties = (c: ResultCount) =>
  c.value === 1 && c.relation !== 'gte' ? 'Property' : 'Properties';

/**
 * The line above the grid (docs/product.md#count-line):
 * - a search by location: 'Total N Properties found in {search text}';
 * - no location, other filters: 'N Properties across UK';
 * - nothing restricted: 'All Properties across UK'.
 * An estimated count reads 'N+'. Undefined while the count is not known yet.
 */
export function countLine(
  filter: SearchFilter,
  total: ResultCount | undefined,
): string | undefined {
  const place = locationLabel(filter);
  if (place)
    return total ? `Total ${count(total)} ${properties(total)} found in ${place}` : undefined;
  if (isUnrestricted(filter)) return 'All Properties across UK';
  return total ? `${count(total)} ${properties(total)} across UK` : undefined;
}
