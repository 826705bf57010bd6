import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconHeart,
  IconHeartFilled,
  IconHistory,
  IconRefresh,
  IconShare,
} from '@tabler/icons-react';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import {
  confirmAddFavourite,
  confirmRemoveFavourite,
} from '../estimates/use-favourite-confirm.tsx';
import { showError, TOAST_MS } from '../../lib/api-client.ts';
import { AddToDealsButton } from '../deals/AddToDealsButton.tsx';
import { useFavouriteStatus, useFavouriteToggle } from './api/favourite.ts';
import { refreshOutcome, useReloadProperty } from './api/reload-property.ts';

/** Native share where the browser has it, else the link copied to the clipboard. */
async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifications.show({
      color: 'teal',
      message: 'Link copied to the clipboard',
      autoClose: TOAST_MS,
    });
  } catch {
    showError('The link could not be copied');
  }
}

export interface HeaderActionsProps {
  property: PropertyDetails;
  title: string;
  onSalesHistory: () => void;
  /** On the PLO details page: the pair's rental (favourite and reload are the pair's). */
  rentPropertyId?: string | undefined;
}

/**
 * Save / Saved, Add to deals, Share, Refresh and Sales History (docs/product.md#details-header).
 */
export function HeaderActions({
  property,
  title,
  onSalesHistory,
  rentPropertyId,
}: HeaderActionsProps) {
  const { propertyId } = property;
  const status = useFavouriteStatus(propertyId, true, rentPropertyId);
  const favourite = useFavouriteToggle(propertyId, rentPropertyId);
  const reload = useReloadProperty();
  const saved = status.data?.isFavorite === true;

  function onSave() {
    if (saved && status.data?.favoriteId) {
      const favoriteId = status.data.favoriteId;
      confirmRemoveFavourite(() => favourite.remove(favoriteId));
      return;
    }
    confirmAddFavourite(propertyId, favourite.add);
  }

  /** Refresh: a progress notification, replaced by the outcome (a failure: the shared toast). */
  function onRefresh() {
    const id = `refresh-${propertyId}`;
    notifications.show({
      id,
      loading: true,
      title: 'Refreshing',
      message: 'Reading the latest details from the listing…',
      autoClose: false,
      withCloseButton: false,
    });
    reload.mutate(
      { propertyId, rentPropertyId, block: true },
      {
        onSuccess: (data) =>
          notifications.update({
            id,
            loading: false,
            color: 'teal',
            title: 'Refreshed',
            message: refreshOutcome(property, data ?? {}),
            autoClose: TOAST_MS,
            withCloseButton: true,
          }),
        onError: () => notifications.hide(id),
      },
    );
  }

  return (
    <Group gap="xs">
      <Button
        variant={saved ? 'filled' : 'default'}
        color={saved ? 'red' : undefined}
        leftSection={saved ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        onClick={onSave}
        loading={favourite.busy}
        disabled={status.isPending}
        aria-pressed={saved}
        data-testid="save-button"
      >
        {saved ? 'Saved' : 'Save'}
      </Button>
      <AddToDealsButton
        target={rentPropertyId ? { salePropertyId: propertyId, rentPropertyId } : { propertyId }}
      />
      <Button
        variant="default"
        leftSection={<IconShare size={18} />}
        onClick={() => void share(title)}
      >
        Share
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} />}
        loading={reload.isPending}
        onClick={onRefresh}
        aria-label="Refresh from the listing"
      >
        Refresh
      </Button>
      <Button
        variant="light"
        leftSection={<IconHistory size={18} />}
        onClick={onSalesHistory}
        disabled={!property.postCode}
      >
        Sales History
      </Button>
    </Group>
  );
}
