import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { uiStore } from '../src/lib/ui-store.ts';

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

/**
 * Answers each API path (query string ignored) with a status and body; anything else 404.
 * Returns the calls made, with their parsed JSON bodies.
 */
export function serve(routes: Record<string, [number, unknown]>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = routes[path] ?? [404, { code: 'NOT_FOUND', message: 'Not found' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}
