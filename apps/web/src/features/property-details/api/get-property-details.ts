import { notifications } from '@mantine/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import {
  api,
  ApiClientError,
  GENERIC_ERROR,
  showError,
  TOAST_MS,
} from '../../../lib/api-client.ts';
import { uiStore } from '../../../lib/ui-store.ts';
import type { PropertyDetails } from '@yardstick/core/property/property-details';

/** The warning of a property that is gone (spec §8). */
export const PROPERTY_REMOVED = FAVOURITE_MESSAGES.propertyGone;

export function showPropertyRemoved() {
  notifications.show({
    id: 'property-removed',
    color: 'yellow',
    title: 'Warning',
    message: PROPERTY_REMOVED,
    autoClose: TOAST_MS,
  });
}

/** The property is missing (404) or came back empty. */
export class PropertyRemovedError extends Error {
  constructor() {
    super(PROPERTY_REMOVED);
    this.name = 'PropertyRemovedError';
  }
}

const isEmpty = (data: unknown) =>
  data === null ||
  data === undefined ||
  (typeof data === 'object' && Object.keys(data).length === 0);

/**
 * GET /api/property-estimates/{id}. A 404 or an empty answer raises the warning toast
 * 'Property has been removed by the agent'; other failures use the shared error display.
 */
export async function getPropertyDetails(
  id: string,
  signal?: AbortSignal,
): Promise<PropertyDetails> {
  let data: PropertyDetails | undefined;
  try {
    data = await api<PropertyDetails>(`/api/property-estimates/${encodeURIComponent(id)}`, {
      silent: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) {
      showPropertyRemoved();
      throw new PropertyRemovedError();
    }
    if (error instanceof ApiClientError && error.status === 401) uiStore.showSessionExpired();
    else if ((error as Error).name !== 'AbortError') {
      showError((error as Error).message || GENERIC_ERROR);
    }
    throw error;
  }
  if (isEmpty(data)) {
    showPropertyRemoved();
    throw new PropertyRemovedError();
  }
  return data as PropertyDetails;
}

export const propertyDetailsKey = (id: string) => ['property-details', id] as const;

export const propertyDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyDetailsKey(id),
    queryFn: ({ signal }) => getPropertyDetails(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePropertyDetails(id: string | null) {
  return useQuery({ ...propertyDetailsQueryOptions(id ?? ''), enabled: !!id });
}
