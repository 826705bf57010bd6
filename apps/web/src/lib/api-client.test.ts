import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClientError, buildUrl } from './api-client.ts';
import { respond, resetApiTest, watchDisplay } from '../../test/api-test-support.ts';
import { uiStore } from './ui-store.ts';

beforeEach(watchDisplay);
afterEach(resetApiTest);

describe('api client', () => {
  it('builds query strings without empty values and joins lists', () => {
    expect(buildUrl('/api/x', { a: 1, b: undefined, c: '', d: ['T', 'F'], e: false })).toBe(
      '/api/x?a=1&d=T%2CF&e=false',
    );
  });

  it('sends the CSRF header and parses JSON', async () => {
    respond(200, { ok: true });
    await expect(api('/api/health')).resolves.toEqual({ ok: true });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('yardstick');
  });

  it('raises the session banner on 401 and toasts other errors with the server message', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
    await expect(api('/api/favorite/properties')).rejects.toBeInstanceOf(ApiClientError);
    expect(uiStore.get().sessionExpired).toBe(true);
    expect(notifications.show).not.toHaveBeenCalled();

    respond(409, { code: 'CONFLICT', message: 'Property already in favorites' });
    await expect(api('/api/favorite-properties', { method: 'POST', body: {} })).rejects.toThrow(
      'Property already in favorites',
    );
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Property already in favorites', autoClose: 5000 }),
    );
  });

  it('falls back to the generic message and clears the overlay after the call', async () => {
    respond(500, 'nonsense');
    await expect(api('/api/x', { block: true })).rejects.toThrow('Error processing request');
    expect(uiStore.get().blockingCalls).toBe(0);
  });

  it('sends an expired member to /subscription on 403 MEMBERSHIP_EXPIRED, without a toast', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/estimates-es', assign });
    respond(403, {
      code: 'MEMBERSHIP_EXPIRED',
      message: 'Your membership has expired. Renew it to continue',
    });
    await expect(api('/api/property/price/estimates')).rejects.toBeInstanceOf(ApiClientError);
    expect(assign).toHaveBeenCalledWith('/subscription');
    expect(notifications.show).not.toHaveBeenCalled();

    // Already on the way to renewing: stay there.
    vi.stubGlobal('location', { pathname: '/payment', assign });
    respond(403, { code: 'MEMBERSHIP_EXPIRED', message: 'expired' });
    await expect(api('/api/favorite/properties')).rejects.toBeInstanceOf(ApiClientError);
    expect(assign).toHaveBeenCalledTimes(1);

    // Any other 403 is an ordinary error.
    respond(403, { code: 'FORBIDDEN', message: 'Your membership does not include this feature' });
    await expect(api('/api/property/polygons/1')).rejects.toThrow('does not include');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when silent', async () => {
    respond(401, { code: 'UNAUTHENTICATED', message: 'no' });
    await expect(api('/api/session', { silent: true })).rejects.toBeInstanceOf(ApiClientError);
    expect(uiStore.get().sessionExpired).toBe(false);
  });

  describe('onStatus: a status the caller expects', () => {
    it("answers with the handler's value, without a toast or the session banner", async () => {
      respond(404, { code: 'NOT_FOUND', message: 'No polygon' });
      const seen: number[] = [];
      const result = await api<{ id: string } | null>('/api/post-code-polygons/1', {
        onStatus: {
          404: (error) => {
            seen.push(error.status);
            return null;
          },
        },
      });
      expect(result).toBeNull();
      expect(seen).toEqual([404]);
      expect(notifications.show).not.toHaveBeenCalled();
      expect(uiStore.get().sessionExpired).toBe(false);
    });

    it('rejects with what the handler throws, and clears the overlay', async () => {
      respond(409, { code: 'CONFLICT', message: 'Property already in favorites' });
      const call = api('/api/favorite-properties', {
        method: 'POST',
        body: {},
        block: true,
        onStatus: {
          409: (error) => {
            throw error;
          },
        },
      });
      await expect(call).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
      expect(notifications.show).not.toHaveBeenCalled();
      expect(uiStore.get().blockingCalls).toBe(0);
    });

    it('still toasts the statuses it does not list and raises the banner on 401', async () => {
      const onStatus = { 404: () => null };
      respond(500, { code: 'INTERNAL', message: 'Boom' });
      await expect(api('/api/x', { onStatus })).rejects.toThrow('Boom');
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Boom', autoClose: 5000 }),
      );

      respond(401, { code: 'UNAUTHENTICATED', message: 'Session Expired! Login to continue' });
      await expect(api('/api/x', { onStatus })).rejects.toBeInstanceOf(ApiClientError);
      expect(uiStore.get().sessionExpired).toBe(true);
      expect(notifications.show).toHaveBeenCalledTimes(1);
    });

    it('leaves successful answers alone', async () => {
      respond(200, { id: '7' });
      await expect(api('/api/x', { onStatus: { 404: () => null } })).resolves.toEqual({ id: '7' });
    });
  });
});
