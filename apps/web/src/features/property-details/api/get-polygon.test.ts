import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '../../../lib/ui-store.ts';
import { getPolygon } from './get-polygon.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const { notifications } = await import('@mantine/notifications');

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifications.show).mockClear();
  uiStore.dismissSessionExpired();
});

describe('getPolygon', () => {
  it('a plot without a polygon (404) is null, without a toast', async () => {
    respond(404, { code: 'NOT_FOUND', message: 'Not found' });
    await expect(getPolygon('P1')).resolves.toBeNull();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('other failures use the shared error display', async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    await expect(getPolygon('P1')).rejects.toThrow('Boom');
    expect(notifications.show).toHaveBeenCalledTimes(1);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Boom' }),
    );
  });
});
