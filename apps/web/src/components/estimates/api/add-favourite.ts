import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES, type AddFavouriteResponse } from '@yardstick/core/favourites';
import {
  api,
  ApiClientError,
  GENERIC_ERROR,
  showError,
  showSuccess,
  TOAST_MS,
} from '../../../lib/api-client.ts';
import { uiStore } from '../../../lib/ui-store.ts';
import { cardListKey, ESTIMATE_CARDS_KEY, setFavouriteInCache } from './card-cache.ts';

/** POST /api/favorite-properties: the session's user adds an estimate to their watch list. */
export function addFavourite(estimatePropertyId: string): Promise<AddFavouriteResponse> {
  return api<AddFavouriteResponse>('/api/favorite-properties', {
    method: 'POST',
    body: { estimatePropertyId },
    // 409 has its own toast; the others are shown below as the client would.
    silent: true,
  });
}

/** Adds a favourite: the card's heart fills at once, the favourites list is refreshed. */
export function useAddFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: ({ favoriteId }, propertyId) => {
      setFavouriteInCache(client, propertyId, favoriteId);
      void client.invalidateQueries({ queryKey: cardListKey('favourites') });
      showSuccess(FAVOURITE_MESSAGES.added);
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.status === 409) {
        notifications.show({
          color: 'yellow',
          message: FAVOURITE_MESSAGES.alreadyAdded,
          autoClose: TOAST_MS,
        });
        void client.invalidateQueries({ queryKey: ESTIMATE_CARDS_KEY });
      } else if (error instanceof ApiClientError && error.status === 401) {
        uiStore.showSessionExpired();
      } else {
        showError(error.message || GENERIC_ERROR);
      }
    },
  });
}
