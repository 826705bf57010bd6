import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import {
  cardListKey,
  ESTIMATE_CARDS_KEY,
  mapCards,
  setFavouriteInCache,
} from '../../../components/estimates/api/card-cache.ts';
import { api, showSuccess } from '../../../lib/api-client.ts';

/** DELETE /api/favorite-properties/{favoriteId} (the caller's own only; 404 otherwise). */
export function removeFavourite(favoriteId: string): Promise<void> {
  return api<void>(`/api/favorite-properties/${encodeURIComponent(favoriteId)}`, {
    method: 'DELETE',
  });
}

type Snapshot = [QueryKey, unknown][];

/**
 * Removes a favourite with the card gone at once (spec §4): the cached favourites lists
 * lose it before the call; a failure puts them back (the client toasts the error).
 */
export function useRemoveFavourite() {
  const client = useQueryClient();
  const favourites = cardListKey('favourites');
  return useMutation({
    mutationFn: (card: EstimateCard) => removeFavourite(card.favoriteId!),
    onMutate: async (card): Promise<Snapshot> => {
      await client.cancelQueries({ queryKey: favourites });
      const snapshot = client.getQueriesData({ queryKey: favourites });
      client.setQueriesData({ queryKey: favourites }, (data: unknown) =>
        mapCards(data, (cards) => cards.filter((c) => c.favoriteId !== card.favoriteId)),
      );
      return snapshot;
    },
    onError: (_error, _card, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_result, card) => {
      setFavouriteInCache(client, card.propertyId, null);
      showSuccess(FAVOURITE_MESSAGES.removed);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ESTIMATE_CARDS_KEY }),
  });
}
