import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { useAddFavourite } from './api/add-favourite.ts';

/**
 * Adding a favourite (spec §2 "Modals", §8): the confirmation 'Do you want to add this
 * property to watch list ?'; on Yes the call runs with the button busy, the toast follows,
 * and the modal closes afterwards (also after a 409 'Property already in favorites').
 */
export function useFavouriteConfirm(): (card: EstimateCard) => void {
  const add = useAddFavourite();
  return (card) => {
    const modalId = `add-favourite-${card.propertyId}`;
    modals.openConfirmModal({
      modalId,
      title: <Text fw={700}>Add to watch list</Text>,
      children: <Text size="sm">{FAVOURITE_MESSAGES.confirmAdd}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      closeOnConfirm: false,
      onConfirm: () => {
        modals.updateModal({ modalId, confirmProps: { loading: true } });
        add.mutate(card.propertyId, { onSettled: () => modals.close(modalId) });
      },
    });
  };
}
