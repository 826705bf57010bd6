import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { useAddFavourite } from './api/add-favourite.ts';
import { useRemoveFavourite } from './api/remove-favourite.ts';

/**
 * The confirmation before adding a favourite (docs/product.md#adding-a-favourite): 'Do you want to add
 * this property to watch list ?'; on Yes `add` runs with the button busy and calls `done`
 * when settled, which closes the modal (also after a 409 'Property already in favorites').
 */
export function confirmAddFavourite(propertyId: string, add: (done: () => void) => void): void {
  const modalId = `add-favourite-${propertyId}`;
  modals.openConfirmModal({
    modalId,
    title: <Text fw={700}>Add to watch list</Text>,
    children: <Text size="sm">{FAVOURITE_MESSAGES.confirmAdd}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    closeOnConfirm: false,
    onConfirm: () => {
      modals.updateModal({ modalId, confirmProps: { loading: true } });
      add(() => modals.close(modalId));
    },
  });
}

/**
 * The confirmation before removing a favourite (docs/product.md#removing-a-favourite), the same
 * wherever a filled heart or Saved is clicked: 'Do you want to remove this property from your
 * watch list?'; Yes runs `remove`.
 */
export function confirmRemoveFavourite(remove: () => void): void {
  modals.openConfirmModal({
    title: <Text fw={700}>Remove from watch list</Text>,
    children: <Text size="sm">{FAVOURITE_MESSAGES.confirmRemove}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    onConfirm: remove,
  });
}

/**
 * A card's heart: an empty one adds the property to the favourites, a filled one removes it,
 * each after its confirmation; the toast follows.
 */
export function useFavouriteConfirm(): (card: EstimateCard) => void {
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  return (card) => {
    const { favoriteId, propertyId } = card;
    if (favoriteId) {
      confirmRemoveFavourite(() => remove.mutate({ favoriteId, propertyId }));
      return;
    }
    confirmAddFavourite(propertyId, (done) => add.mutate(propertyId, { onSettled: done }));
  };
}
