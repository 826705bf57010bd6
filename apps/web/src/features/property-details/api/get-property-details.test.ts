import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api-client.ts';
import { respond, resetApiTest, watchDisplay } from '../../../../test/api-test-support.ts';
import { createRoutes } from '../../../app/router.tsx';
import { sessionQueryKey } from '../../../lib/session.ts';
import {
  PROPERTY_REMOVED,
  PropertyRemovedError,
} from '../../../components/property/api/property-removed.ts';
import {
  getPropertyDetails,
  prefetchPropertyDetails,
  propertyDetailsQueryOptions,
} from './get-property-details.ts';

let display: ReturnType<typeof watchDisplay>;
beforeEach(() => (display = watchDisplay()));
afterEach(resetApiTest);

const removedToast = expect.objectContaining({ color: 'yellow', message: PROPERTY_REMOVED });

describe('getPropertyDetails', () => {
  it.each([404, 400])('a %i is the removed property: the warning toast only', async (status) => {
    respond(status, { code: 'NOT_FOUND', message: 'Not found' });
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(PropertyRemovedError);
    expect(display.toasts()).toEqual([removedToast]);
    expect(display.sessionExpired()).toBe(false);
  });

  it('an empty answer is the removed property too', async () => {
    respond(200, {});
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(PropertyRemovedError);
    expect(display.toasts()).toEqual([removedToast]);
  });

  it('a 401 raises the session banner, without a toast', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
    await expect(getPropertyDetails('42')).rejects.toBeInstanceOf(ApiClientError);
    expect(display.sessionExpired()).toBe(true);
    expect(display.toasts()).toEqual([]);
  });

  it("other failures are toasted once with the server's message", async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    await expect(getPropertyDetails('42')).rejects.toThrow('Boom');
    expect(display.toasts()).toEqual([expect.objectContaining({ color: 'red', message: 'Boom' })]);
  });
});

describe('prefetching the details through the query cache', () => {
  /** The page's query mounting (what usePropertyDetails does). */
  function mountPageQuery(client: QueryClient, id: string) {
    const observer = new QueryObserver(client, propertyDetailsQueryOptions(id));
    const unsubscribe = observer.subscribe(() => undefined);
    return { observer, unsubscribe };
  }

  it('the route loader asks once; the page then reads the answer from the cache', async () => {
    const fetch = respond(200, { propertyId: '42', listPrice: 250_000 });
    const client = new QueryClient();
    // A signed-in member (the loader prefetches only what the route guard will show).
    client.setQueryData(sessionQueryKey, {
      hrefs: ['/property-details'],
      membershipExpired: false,
    } as never);
    const detailsRoute = createRoutes(client)
      .flatMap((r) => r.children ?? [])
      .find((r) => r.path === '/property-details')!;
    expect(typeof detailsRoute.loader).toBe('function');
    const loader = detailsRoute.loader as (args: { request: Request }) => unknown;
    await loader({ request: new Request('http://localhost/property-details?id=42') });

    const page = mountPageQuery(client, '42');
    await vi.waitFor(() => expect(page.observer.getCurrentResult().data).toBeDefined());
    expect(page.observer.getCurrentResult().data?.propertyId).toBe('42');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/property-estimates/42']);
    page.unsubscribe();
  });

  it('a removed property is asked and warned about once, not again when the page mounts', async () => {
    const fetch = respond(404, { code: 'NOT_FOUND', message: 'Not found' });
    const client = new QueryClient();
    prefetchPropertyDetails(client, 'http://localhost/property-details?id=7');
    await vi.waitFor(() =>
      expect(client.getQueryState(propertyDetailsQueryOptions('7').queryKey)?.status).toBe('error'),
    );
    const page = mountPageQuery(client, '7');
    expect(page.observer.getCurrentResult().error).toBeInstanceOf(PropertyRemovedError);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(display.toasts()).toEqual([removedToast]);
    page.unsubscribe();

    // The next navigation to it asks again.
    prefetchPropertyDetails(client, 'http://localhost/property-details?id=7');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('does nothing without an id', () => {
    const fetch = respond(200, {});
    prefetchPropertyDetails(new QueryClient(), 'http://localhost/property-details');
    expect(fetch).not.toHaveBeenCalled();
  });
});
