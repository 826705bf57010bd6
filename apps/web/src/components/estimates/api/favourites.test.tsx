import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { Page } from '@yardstick/core/search/responses';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { respond, resetApiTest, watchDisplay } from '../../../../test/api-test-support.ts';
import { useAddFavourite } from './add-favourite.ts';
import { cardListKey } from './card-cache.ts';
import { useRemoveFavourite } from './remove-favourite.ts';

function setup<T>(hook: () => T, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

let display: ReturnType<typeof watchDisplay>;
beforeEach(() => (display = watchDisplay()));
afterEach(() => {
  cleanup();
  resetApiTest();
});

describe('useAddFavourite', () => {
  it("a 409 shows only the warning 'Property already in favorites' and fails the call", async () => {
    respond(409, { code: 'CONFLICT', message: 'Property already in favorites' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(display.toasts()).toEqual([
      expect.objectContaining({ color: 'yellow', message: FAVOURITE_MESSAGES.alreadyAdded }),
    ]);
    expect(display.sessionExpired()).toBe(false);
  });

  it('a 401 raises the session banner, without a toast', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(display.sessionExpired()).toBe(true);
    expect(display.toasts()).toEqual([]);
  });

  it("other failures are toasted once with the server's message", async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    const { result } = setup(useAddFavourite);
    act(() => result.current.mutate('42'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(display.toasts()).toEqual([expect.objectContaining({ color: 'red', message: 'Boom' })]);
  });
});

describe('useRemoveFavourite (the favourites list and the details page)', () => {
  const card = (id: string) =>
    ({ propertyId: id, favoriteId: `f${id}`, address: `${id} Oak Road` }) as EstimateCard;
  const list = (...cards: EstimateCard[]): Page<EstimateCard> =>
    ({
      content: cards,
      page: { currentElements: cards.length, totalElements: cards.length },
    }) as unknown as Page<EstimateCard>;
  const favouritesKey = cardListKey('favourites', { page: 0 });
  const gridKey = cardListKey('page', { page: 0 });

  function withLists() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(favouritesKey, list(card('1'), card('2')));
    client.setQueryData(gridKey, list(card('1'), card('3')));
    return client;
  }
  const ids = (client: QueryClient, key: readonly unknown[]) =>
    client.getQueryData<Page<EstimateCard>>(key)!.content.map((c) => c.propertyId);

  it('deletes, takes the card off the favourites lists and empties its heart everywhere', async () => {
    const fetch = respond(204);
    const settled = vi.fn();
    const { client, result } = setup(() => useRemoveFavourite({ onSettled: settled }), withLists());
    act(() => result.current.mutate({ favoriteId: 'f1', propertyId: '1' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch.mock.calls[0]![0]).toBe('/api/favorite-properties/f1');
    expect(fetch.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(ids(client, favouritesKey)).toEqual(['2']);
    expect(client.getQueryData<Page<EstimateCard>>(gridKey)!.content[0]!.favoriteId).toBeNull();
    expect(display.toasts()).toEqual([
      expect.objectContaining({ message: FAVOURITE_MESSAGES.removed }),
    ]);
    expect(settled).toHaveBeenCalledWith({ favoriteId: 'f1', propertyId: '1' });
  });

  it('puts the card back when the call fails (the client toasts the error)', async () => {
    respond(404, { code: 'NOT_FOUND', message: 'Favourite not found' });
    const { client, result } = setup(() => useRemoveFavourite(), withLists());
    act(() => result.current.mutate({ favoriteId: 'f1', propertyId: '1' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids(client, favouritesKey)).toEqual(['1', '2']);
    expect(client.getQueryData<Page<EstimateCard>>(gridKey)!.content[0]!.favoriteId).toBe('f1');
    expect(display.toasts()).toEqual([
      expect.objectContaining({ color: 'red', message: 'Favourite not found' }),
    ]);
  });
});
