import { ploSortOf, ploSortParam } from '@yardstick/core/plo/plo';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { requestParams } from '../../../components/filter-bar/filter-model.ts';

/**
 * The query parameters of a PLO call: the search filter's (requestParams), with the sort as
 * the PLO lists name it (sale_price for the sale's price; a sort the PLO lists do not offer,
 * e.g. one carried over from the estimates search, becomes the default).
 */
export function ploRequestParams(
  filter: SearchFilter,
  extra: Parameters<typeof requestParams>[1] = {},
): Record<string, string> {
  const { sort: _sort, ...params } = requestParams(filter, extra);
  const sort = ploSortOf(filter.sort);
  return sort.field === 'updated_on' && sort.direction === 'desc'
    ? params
    : { ...params, sort: ploSortParam(sort) };
}
