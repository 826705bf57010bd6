import { describe, expect, it } from 'vitest';
import { accessNote, keyScopeNeeded, securityOf, type RouteAccess } from './route-access.ts';

/** Which scope a personal API key needs for a request, from the route's declaration (0015). */
describe('keyScopeNeeded', () => {
  it.each<[RouteAccess, string, object, string | undefined]>([
    ['public', 'GET', {}, 'read'],
    ['member', 'GET', {}, 'read'],
    ['member', 'HEAD', {}, 'read'],
    [{ attribute: 'valuation' }, 'GET', {}, 'read'],
    [{ role: 'operator' }, 'GET', {}, 'read'],
    [{ scope: 'listings:write' }, 'PUT', {}, 'listings:write'],
    [{ scope: 'listings:write' }, 'DELETE', {}, 'listings:write'],
    [{ scope: 'listings:write' }, 'GET', {}, 'listings:write'],
    // Never: account routes, other writes, signatures, the operator token, sign-out, settings.
    ['account', 'GET', {}, undefined],
    ['account', 'POST', {}, undefined],
    ['member', 'POST', {}, undefined],
    ['public', 'POST', {}, undefined],
    [{ attribute: 'valuation' }, 'POST', {}, undefined],
    [{ role: 'operator' }, 'POST', {}, undefined],
    ['signature', 'POST', {}, undefined],
    ['operator', 'POST', {}, undefined],
    ['public', 'GET', { stateChanging: true }, undefined],
    ['member', 'GET', { apiKeys: false }, undefined],
  ])('%j %s %j: %s', (access, method, config, scope) => {
    expect(keyScopeNeeded(access, method, config)).toBe(scope);
  });
});

describe('the OpenAPI security of the operator declarations', () => {
  it('offers the session or a key with the scope', () => {
    expect(securityOf({ scope: 'listings:write' }, 'PUT')).toEqual([
      { session: [] },
      { apiKey: ['listings:write'] },
    ]);
    expect(securityOf({ role: 'operator' }, 'GET')).toEqual([
      { session: [] },
      { apiKey: ['read'] },
    ]);
    expect(securityOf({ role: 'operator' }, 'POST')).toEqual([{ session: [] }]);
    expect(securityOf('account', 'GET')).toEqual([{ session: [] }]);
    expect(securityOf('public', 'GET')).toEqual([]);
    expect(securityOf('operator', 'POST')).toEqual([{ operatorToken: [] }]);
  });

  it('lists the API key with the scope of a write that declares one (POST /api/deals)', () => {
    expect(securityOf('member', 'POST', { keyScope: 'deals:write' })).toEqual([
      { session: [] },
      { apiKey: ['deals:write'] },
    ]);
    expect(securityOf('operator', 'POST', { keyScope: 'deals:write' })).toEqual([
      { operatorToken: [] },
    ]);
  });

  it('says who may call them', () => {
    expect(accessNote({ scope: 'listings:write' })).toBe(
      'Access: an operator, signed in or with an API key of scope `listings:write`.',
    );
    expect(accessNote({ role: 'operator' })).toMatch(/^Access: a signed-in operator/);
  });
});
