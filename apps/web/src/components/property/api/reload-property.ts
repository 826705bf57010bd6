import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS_LABELS, type SaleStatus } from '@yardstick/core/search/constants';
import { api } from '../../../lib/api-client.ts';
import { formatGBP } from '../../../lib/format.ts';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { ploDetailsKey } from '../../plo/plo-keys.ts';
import { propertyDetailsKey } from './details-key.ts';

export interface ReloadRequest {
  propertyId: string;
  /** A PLO pair's rental: the reload is type=plo and refreshes the PLO detail. */
  rentPropertyId?: string | undefined;
  /** Refresh shows the page-block overlay; the automatic reloads run in the background. */
  block?: boolean;
}

/**
 * GET /api/property/reload: the details re-read from the listing source, with the full
 * description and the floor plans. Failures use the shared error display (docs/product.md#messages-and-failures).
 */
export function reloadProperty({ propertyId, rentPropertyId, block = false }: ReloadRequest) {
  return api<PropertyDetails>('/api/property/reload', {
    query: rentPropertyId
      ? { propertyId, type: 'plo', rentPropertyId }
      : { propertyId, type: 'sale' },
    block,
  });
}

/** Reloads a property and puts the fresh details in place of the cached ones. */
export function useReloadProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reloadProperty,
    onSuccess: (data, { propertyId, rentPropertyId }) => {
      if (data && Object.keys(data).length > 0) {
        const key = rentPropertyId
          ? ploDetailsKey(propertyId, rentPropertyId)
          : propertyDetailsKey(propertyId);
        client.setQueryData(key, (old: PropertyDetails | undefined) =>
          old ? { ...old, ...data } : data,
        );
      }
    },
  });
}

/**
 * What a Refresh found, in words: the changes users care about (asking price, status, the
 * description and floor plans loaded), or that the listing is unchanged.
 */
export function refreshOutcome(before: PropertyDetails, after: Partial<PropertyDetails>): string {
  const changes: string[] = [];
  if (after.listPrice !== undefined && after.listPrice !== before.listPrice) {
    changes.push(
      `asking price now ${formatGBP(after.listPrice)} (was ${formatGBP(before.listPrice)})`,
    );
  }
  if (after.status !== undefined && after.status !== before.status) {
    changes.push(`status now ${STATUS_LABELS[after.status as SaleStatus] ?? after.status}`);
  }
  if (changes.length === 0) return 'The listing is unchanged: these are its latest details.';
  const text = changes.join('; ');
  return `Updated from the listing: ${text}.`;
}
