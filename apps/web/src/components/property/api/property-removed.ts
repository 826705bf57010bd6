import { notifications } from '@mantine/notifications';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { TOAST_MS } from '../../../lib/api-client.ts';

/** The warning of a property that is gone (docs/product.md#property-details). */
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

/** A missing property: the warning toast, and the error the page shows as 'gone'. */
export function propertyRemoved(): never {
  showPropertyRemoved();
  throw new PropertyRemovedError();
}

/** The `onStatus` of a details call: a 404 or a 400 is a property that is gone. */
export const REMOVED_ON_STATUS = { 404: propertyRemoved, 400: propertyRemoved };

/** A details answer that came back empty (null or {}): the property is gone too. */
export const isEmptyAnswer = (data: unknown) =>
  data === null ||
  data === undefined ||
  (typeof data === 'object' && Object.keys(data).length === 0);
