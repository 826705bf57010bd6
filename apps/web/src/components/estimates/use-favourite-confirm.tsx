import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { useAddFavourite } from './api/add-favourite.ts';

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

/** Adding a card's property to the favourites, after the confirmation; the toast follows. */
export function useFavouriteConfirm(): (card: EstimateCard) => void {
  const add = useAddFavourite();
  return (card) =>
    confirmAddFavourite(card.propertyId, (done) =>
      add.mutate(card.propertyId, { onSettled: done }),
    );
}
