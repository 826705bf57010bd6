import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './providers.tsx';
import { createRouter, firstPageReady } from './router.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('firstPageReady: the first render waits for the first page', () => {
  it('resolves once the page at the first address has run its code, so it renders at once', async () => {
    window.history.replaceState(null, '', '/stamp-duty');
    const router = createRouter(createQueryClient());
    const page = router.state.matches.at(-1)?.route.handle as {
      page: { isLoaded(): boolean };
    };
    expect(page.page.isLoaded()).toBe(false);
    await firstPageReady(router, 10_000);
    expect(page.page.isLoaded()).toBe(true);
    router.dispose();
  });

  it('does not wait longer than it is given', async () => {
    window.history.replaceState(null, '', '/methodology');
    const router = createRouter(createQueryClient());
    const started = Date.now();
    await firstPageReady(router, 0);
    expect(Date.now() - started).toBeLessThan(1_000);
    router.dispose();
  });

  it('resolves at once for a page of the main bundle', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const router = createRouter(createQueryClient());
    expect(router.state.matches.at(-1)?.route.handle).toBeUndefined();
    await firstPageReady(router, 10_000);
    router.dispose();
  });
});
