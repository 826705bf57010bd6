import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { respond, resetApiTest, watchDisplay } from '../../../../test/api-test-support.ts';
import { getPolygon } from './get-polygon.ts';

let display: ReturnType<typeof watchDisplay>;
beforeEach(() => (display = watchDisplay()));
afterEach(resetApiTest);

describe('getPolygon', () => {
  it('a plot without a polygon (404) is null, without a toast', async () => {
    respond(404, { code: 'NOT_FOUND', message: 'Not found' });
    await expect(getPolygon('P1')).resolves.toBeNull();
    expect(display.toasts()).toEqual([]);
    expect(display.sessionExpired()).toBe(false);
  });

  it('other failures use the shared error display', async () => {
    respond(500, { code: 'INTERNAL', message: 'Boom' });
    await expect(getPolygon('P1')).rejects.toThrow('Boom');
    expect(display.toasts()).toEqual([expect.objectContaining({ color: 'red', message: 'Boom' })]);
  });
});
