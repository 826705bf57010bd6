import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteStatus } from '@yardstick/core/favourites';
import { useAddFavourite } from '../../../components/estimates/api/add-favourite.ts';
import { useRemoveFavourite } from '../../../components/estimates/api/remove-favourite.ts';
import { api } from '../../../lib/api-client.ts';

const favouriteKey = (propertyId: string) => ['property-favourite', propertyId] as const;

/** GET /api/property/favorite?propertyId&type=sale: Save or Saved (docs/product.md#adding-a-favourite). */
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

/**
 * Save and unsave from the details page: the shared add and remove calls (their toasts and
 * card-cache updates), both refreshing the page's favourite state.
 */
export function useFavouriteToggle(propertyId: string) {
  const client = useQueryClient();
  const add = useAddFavourite();
  const remove = useRemoveFavourite({
    onSettled: () => void client.invalidateQueries({ queryKey: favouriteKey(propertyId) }),
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
    remove: (favoriteId: string) => remove.mutate({ favoriteId, propertyId }),
  };
}
