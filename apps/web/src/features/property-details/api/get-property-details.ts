import { notifications } from '@mantine/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { api, TOAST_MS } from '../../../lib/api-client.ts';
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

/** A missing property: the warning toast, and the error the page shows as 'gone'. */
function propertyRemoved(): never {
  showPropertyRemoved();
  throw new PropertyRemovedError();
}

/**
 * GET /api/property-estimates/{id}. A 404 (or 400) or an empty answer raises the warning
 * toast 'Property has been removed by the agent'; other failures use the shared error display.
 */
export async function getPropertyDetails(
  id: string,
  signal?: AbortSignal,
): Promise<PropertyDetails> {
  const data = await api<PropertyDetails>(`/api/property-estimates/${encodeURIComponent(id)}`, {
    onStatus: { 404: propertyRemoved, 400: propertyRemoved },
    signal,
  });
  return isEmpty(data) ? propertyRemoved() : data;
}

export const propertyDetailsKey = (id: string) => ['property-details', id] as const;

interface EarlyRequest {
  promise: Promise<PropertyDetails>;
  value?: PropertyDetails;
}
const early = new Map<string, EarlyRequest>();

/**
 * Asks for the details as soon as the page's code runs, before React mounts the page (the
 * router reveals a lazily loaded page up to 300 ms after its loading fallback). The page's
 * query then starts from this answer instead of asking again.
 */
export function requestDetailsEarly(id: string): void {
  if (early.has(id)) return;
  const request: EarlyRequest = { promise: getPropertyDetails(id) };
  request.promise.then(
    (value) => (request.value = value),
    () => undefined, // the query reports it
  );
  early.set(id, request);
}

function takeEarly(id: string): EarlyRequest | undefined {
  const request = early.get(id);
  early.delete(id);
  return request;
}

export const propertyDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyDetailsKey(id),
    queryFn: ({ signal }) => takeEarly(id)?.promise ?? getPropertyDetails(id, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePropertyDetails(id: string | null) {
  return useQuery({
    ...propertyDetailsQueryOptions(id ?? ''),
    enabled: !!id,
    // An early answer already in: the header renders in the page's first paint.
    initialData: () => {
      const request = id ? early.get(id) : undefined;
      if (!request?.value) return undefined;
      early.delete(id!);
      return request.value;
    },
  });
}
