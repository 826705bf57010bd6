import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api-client.ts';
import { uiStore } from '../../../lib/ui-store.ts';
import {
  getPropertyDetails,
  PROPERTY_REMOVED,
  PropertyRemovedError,
} from './get-property-details.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const { notifications } = await import('@mantine/notifications');

function respond(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifications.show).mockClear();
  uiStore.dismissSessionExpired();
});

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n);
const removedToast = expect.objectContaining({ color: 'yellow', message: PROPERTY_REMOVED });

describe('getPropertyDetails', () => {
  it.each([404, 400])('a %i is the removed property: the warning toast only', async (status) => {
    respond(status, { code: 'NOT_FOUND', message: 'Not found' });
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(PropertyRemovedError);
    expect(toasts()).toEqual([removedToast]);
    expect(uiStore.get().sessionExpired).toBe(false);
  });

  it('an empty answer is the removed property too', async () => {
    respond(200, {});
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(PropertyRemovedError);
    expect(toasts()).toEqual([removedToast]);
  });

  it('a 401 raises the session banner, without a toast', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(ApiClientError);
    expect(uiStore.get().sessionExpired).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it("other failures are toasted once with the server's message", async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    await expect(getPropertyDetails('42')).rejects.toThrow('Boom');
    expect(toasts()).toEqual([expect.objectContaining({ color: 'red', message: 'Boom' })]);
  });
});
