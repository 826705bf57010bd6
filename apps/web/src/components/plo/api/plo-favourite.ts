import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { showSuccess } from '../../../lib/api-client.ts';
import { addFavourite } from '../../estimates/api/add-favourite.ts';
import { removeFavourite } from '../../estimates/api/remove-favourite.ts';
import { PLO_KEY } from '../plo-keys.ts';

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
