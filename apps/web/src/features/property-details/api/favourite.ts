import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES, type FavouriteStatus } from '@yardstick/core/favourites';
import { useAddFavourite } from '../../../components/estimates/api/add-favourite.ts';
import {
  ESTIMATE_CARDS_KEY,
  setFavouriteInCache,
} from '../../../components/estimates/api/card-cache.ts';
import { api, showSuccess } from '../../../lib/api-client.ts';

const favouriteKey = (propertyId: string) => ['property-favourite', propertyId] as const;

/** GET /api/property/favorite?propertyId&type=sale: Save or Saved (spec §4). */
export function getFavouriteStatus(propertyId: string, signal?: AbortSignal) {
  return api<FavouriteStatus>('/api/property/favorite', {
    query: { propertyId, type: 'sale' },
    signal,
  });
}

export function useFavouriteStatus(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: favouriteKey(propertyId),
    queryFn: ({ signal }) => getFavouriteStatus(propertyId, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** DELETE /api/favorite-properties/{favoriteId}. */
export function removeFavourite(favoriteId: string): Promise<void> {
  return api<void>(`/api/favorite-properties/${encodeURIComponent(favoriteId)}`, {
    method: 'DELETE',
  });
}

/**
 * Save and unsave from the details page: the shared add call (its toasts and card-cache
 * update) and the remove call, both refreshing the page's favourite state.
 */
export function useFavouriteToggle(propertyId: string) {
  const client = useQueryClient();
  const add = useAddFavourite();
  const remove = useMutation({
    mutationFn: removeFavourite,
    onSuccess: () => {
      setFavouriteInCache(client, propertyId, null);
      showSuccess(FAVOURITE_MESSAGES.removed);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: favouriteKey(propertyId) });
      void client.invalidateQueries({ queryKey: ESTIMATE_CARDS_KEY });
    },
  });
  return {
    busy: add.isPending || remove.isPending,
    add: (onDone?: () => void) =>
      add.mutate(propertyId, {
        onSuccess: ({ favoriteId }) =>
          client.setQueryData<FavouriteStatus>(favouriteKey(propertyId), {
            favoriteId,
            isFavorite: true,
          }),
        onSettled: () => {
          void client.invalidateQueries({ queryKey: favouriteKey(propertyId) });
          onDone?.();
        },
      }),
    remove: (favoriteId: string) => remove.mutate(favoriteId),
  };
}
