import { describe, expect, it } from 'vitest';
import { allowedPaths, APP_ROUTES, findRoute, PUBLIC_PATHS } from './routes.ts';

describe('route table', () => {
  it('lists every path once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the account screens public and outside the main layout', () => {
    for (const path of ['/login', '/register', '/validate-email', '/forgot-password']) {
      expect(findRoute(path)).toMatchObject({ layout: 'bare', public: true });
    }
    expect(PUBLIC_PATHS).toContain('/hpi-reports');
    expect(PUBLIC_PATHS).not.toContain('/estimates-es');
  });

  it('derives allowed paths from attributes', () => {
    const none = allowedPaths([]);
    expect(none).toContain('/subscription');
    expect(none).not.toContain('/estimates-es');
    const some = allowedPaths(['property_estimates_es', 'membership']);
    expect(some).toEqual(expect.arrayContaining(['/estimates-es', '/roi', '/membership']));
    expect(some).not.toContain('/plo-es');
  });
});
