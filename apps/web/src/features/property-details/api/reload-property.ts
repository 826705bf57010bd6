import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { propertyDetailsKey } from './get-property-details.ts';

export interface ReloadRequest {
  propertyId: string;
  /** Refresh shows the page-block overlay; the automatic reloads run in the background. */
  block?: boolean;
}

/**
 * GET /api/property/reload: the details re-read from the listing source, with the full
 * description and the floor plans. Failures use the shared error display (docs/product.md#messages-and-failures).
 */
export function reloadProperty({ propertyId, block = false }: ReloadRequest) {
  return api<PropertyDetails>('/api/property/reload', {
    query: { propertyId, type: 'sale' },
    block,
  });
}

/** Reloads a property and puts the fresh details in place of the cached ones. */
export function useReloadProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reloadProperty,
    onSuccess: (data, { propertyId }) => {
      if (data && Object.keys(data).length > 0) {
        client.setQueryData(propertyDetailsKey(propertyId), (old: PropertyDetails | undefined) =>
          old ? { ...old, ...data } : data,
        );
      }
    },
  });
}
