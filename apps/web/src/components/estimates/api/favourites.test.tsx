import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '../../../lib/ui-store.ts';
import { useAddFavourite } from './add-favourite.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const { notifications } = await import('@mantine/notifications');

function respond(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function setup<T>(hook: () => T, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notifications.show).mockClear();
  uiStore.dismissSessionExpired();
});

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n);

describe('useAddFavourite', () => {
  it("a 409 shows only the warning 'Property already in favorites' and fails the call", async () => {
    respond(409, { code: 'CONFLICT', message: 'Property already in favorites' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toasts()).toEqual([
      expect.objectContaining({ color: 'yellow', message: FAVOURITE_MESSAGES.alreadyAdded }),
    ]);
    expect(uiStore.get().sessionExpired).toBe(false);
  });

  it('a 401 raises the session banner, without a toast', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(uiStore.get().sessionExpired).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it("other failures are toasted once with the server's message", async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toasts()).toEqual([expect.objectContaining({ color: 'red', message: 'Boom' })]);
  });
});
