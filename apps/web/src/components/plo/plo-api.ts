import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { ploSortOf, ploSortParam } from '@yardstick/core/plo/plo';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { showSuccess } from '../../lib/api-client.ts';
import { addFavourite } from '../estimates/api/add-favourite.ts';
import { removeFavourite } from '../estimates/api/remove-favourite.ts';
import { requestParams } from '../filter-bar/filter-model.ts';

/** Every cached PLO answer (lists, hits, markers, details) lives under this key. */
export const PLO_KEY = ['plo'] as const;

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

export interface PloPairRef {
  salePropertyId: string;
  rentPropertyId: string;
}

/** Adds a PLO pair to the watch list (after the confirmation); the PLO answers refresh. */
export function useAddPloFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pair: PloPairRef) =>
      addFavourite({
        ploSalePropertyId: pair.salePropertyId,
        ploRentPropertyId: pair.rentPropertyId,
      }),
    onSuccess: () => showSuccess(FAVOURITE_MESSAGES.added),
    onSettled: () => client.invalidateQueries({ queryKey: PLO_KEY }),
  });
}

/** Removes a PLO favourite by its id; the PLO answers (the favourites list among them) refresh. */
export function useRemovePloFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favoriteId: string) => removeFavourite(favoriteId),
    onSuccess: () => showSuccess(FAVOURITE_MESSAGES.removed),
    onSettled: () => client.invalidateQueries({ queryKey: PLO_KEY }),
  });
}
