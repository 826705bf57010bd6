import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { uiStore } from './ui-store.ts';

/**
 * Tests of calls through the API client: `respond` answers every fetch, `watchDisplay` records
 * what the shared error display showed, `resetApiTest` (afterEach) puts both back.
 */
export function respond(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The toasts shown (notifications.show's arguments, in order) and the session banner. */
export function watchDisplay() {
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast');
  return {
    toasts: () => show.mock.calls.map(([toast]) => toast),
    sessionExpired: () => uiStore.get().sessionExpired,
  };
}

export function resetApiTest() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  uiStore.dismissSessionExpired();
}
