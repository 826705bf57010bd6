import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteStatus } from '@yardstick/core/favourites';
import { useAddFavourite } from '../../estimates/api/add-favourite.ts';
import { useRemoveFavourite } from '../../estimates/api/remove-favourite.ts';
import { useAddPloFavourite } from '../../plo/api/plo-favourite.ts';
import { api } from '../../../lib/api-client.ts';

/** A PLO pair's favourite is keyed by its rental too. */
const favouriteKey = (propertyId: string, rentPropertyId?: string) =>
  ['property-favourite', propertyId, rentPropertyId ?? ''] as const;

/**
 * GET /api/property/favorite?propertyId&type=sale (or type=plo with the pair's rentPropertyId):
 * Save or Saved (docs/product.md#adding-a-favourite).
 */
export function getFavouriteStatus(
  propertyId: string,
  signal?: AbortSignal,
  rentPropertyId?: string,
) {
  return api<FavouriteStatus>('/api/property/favorite', {
    query: rentPropertyId
      ? { propertyId, type: 'plo', rentPropertyId }
      : { propertyId, type: 'sale' },
    signal,
  });
}

export function useFavouriteStatus(propertyId: string, enabled: boolean, rentPropertyId?: string) {
  return useQuery({
    queryKey: favouriteKey(propertyId, rentPropertyId),
    queryFn: ({ signal }) => getFavouriteStatus(propertyId, signal, rentPropertyId),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Save and unsave from the details page: the shared add and remove calls (their toasts and
 * card-cache updates), both refreshing the page's favourite state.
 */
export function useFavouriteToggle(propertyId: string, rentPropertyId?: string) {
  const client = useQueryClient();
  const key = favouriteKey(propertyId, rentPropertyId);
  const add = useAddFavourite();
  const addPair = useAddPloFavourite();
  const remove = useRemoveFavourite({
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
  const handlers = (onDone?: () => void) => ({
    onSuccess: ({ favoriteId }: { favoriteId: string }) =>
      client.setQueryData<FavouriteStatus>(key, { favoriteId, isFavorite: true }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
      onDone?.();
    },
  });
  return {
    busy: add.isPending || addPair.isPending || remove.isPending,
    add: (onDone?: () => void) =>
      rentPropertyId
        ? addPair.mutate({ salePropertyId: propertyId, rentPropertyId }, handlers(onDone))
        : add.mutate(propertyId, handlers(onDone)),
    remove: (favoriteId: string) => remove.mutate({ favoriteId, propertyId }),
  };
}
