import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES, type AddFavouriteResponse } from '@yardstick/core/favourites';
import { api, ApiClientError, showSuccess, TOAST_MS } from '../../../lib/api-client.ts';
import { cardListKey, ESTIMATE_CARDS_KEY, setFavouriteInCache } from './card-cache.ts';

/** A PLO pair, as the favourite payload names it. */
export interface PloFavouriteTarget {
  ploSalePropertyId: string;
  ploRentPropertyId: string;
}

/**
 * POST /api/favorite-properties: the session's user adds an estimate (its id) or a PLO pair
 * to their watch list. A 409 (already a favourite) has its own warning toast and still fails
 * the call.
 */
export function addFavourite(target: string | PloFavouriteTarget): Promise<AddFavouriteResponse> {
  return api<AddFavouriteResponse>('/api/favorite-properties', {
    method: 'POST',
    body: typeof target === 'string' ? { estimatePropertyId: target } : target,
    onStatus: {
      409: (error) => {
        notifications.show({
          color: 'yellow',
          message: FAVOURITE_MESSAGES.alreadyAdded,
          autoClose: TOAST_MS,
        });
        throw error;
      },
    },
  });
}

/** Adds a favourite: the card's heart fills at once, the favourites list is refreshed. */
export function useAddFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => addFavourite(propertyId),
    onSuccess: ({ favoriteId }, propertyId) => {
      setFavouriteInCache(client, propertyId, favoriteId);
      void client.invalidateQueries({ queryKey: cardListKey('favourites') });
      showSuccess(FAVOURITE_MESSAGES.added);
    },
    onError: (error) => {
      // Already a favourite: the cards catch up with the server.
      if (error instanceof ApiClientError && error.status === 409) {
        void client.invalidateQueries({ queryKey: ESTIMATE_CARDS_KEY });
      }
    },
  });
}
