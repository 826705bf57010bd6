import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { cardListKey, ESTIMATE_CARDS_KEY, mapCards, setFavouriteInCache } from './card-cache.ts';

/** DELETE /api/favorite-properties/{favoriteId} (the caller's own only; 404 otherwise). */
export function removeFavourite(favoriteId: string): Promise<void> {
  return api<void>(`/api/favorite-properties/${encodeURIComponent(favoriteId)}`, {
    method: 'DELETE',
  });
}

/** The favourite to remove and the property it marks. */
export interface FavouriteRef {
  favoriteId: string;
  propertyId: string;
}

type Snapshot = [QueryKey, unknown][];

/**
 * Removes a favourite, wherever it is asked (the favourites list's cards, the details page's
 * Saved): the cached favourites lists lose its card at once (docs/product.md#removing-a-favourite) and get it back if the
 * call fails (the client toasts the error); on success every cached card's heart empties and
 * 'Property removed from favorites' is shown; the card lists refresh afterwards.
 * `onSettled` is for the caller's own state (e.g. the details page's Save / Saved).
 */
export function useRemoveFavourite({
  onSettled,
}: { onSettled?: (favourite: FavouriteRef) => void } = {}) {
  const client = useQueryClient();
  const favourites = cardListKey('favourites');
  return useMutation({
    mutationFn: ({ favoriteId }: FavouriteRef) => removeFavourite(favoriteId),
    onMutate: async ({ favoriteId }): Promise<Snapshot> => {
      await client.cancelQueries({ queryKey: favourites });
      const snapshot = client.getQueriesData({ queryKey: favourites });
      client.setQueriesData({ queryKey: favourites }, (data: unknown) =>
        mapCards(data, (cards) => cards.filter((c) => c.favoriteId !== favoriteId)),
      );
      return snapshot;
    },
    onError: (_error, _favourite, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_result, { propertyId }) => {
      setFavouriteInCache(client, propertyId, null);
      showSuccess(FAVOURITE_MESSAGES.removed);
    },
    onSettled: (_result, _error, favourite) => {
      onSettled?.(favourite);
      return client.invalidateQueries({ queryKey: ESTIMATE_CARDS_KEY });
    },
  });
}
