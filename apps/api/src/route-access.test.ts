import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Authenticate before validating (issue 24): a caller without a session learns that it must
 * sign in, never which fields a protected operation takes. The OpenAPI document says which
 * operations need the session cookie, and every one of them answers an anonymous request
 * with no parameters 401 before anything else.
 */

interface OpenApiOperation {
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The anonymous request: no cookie, no query, no body; only the anti-forgery header. */
function anonymous(t: TestApp, method: string, url: string) {
  return t.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: { 'x-requested-with': 'yardstick' },
  });
}

describe('route access', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/property/plo/details'],
    ['GET', '/api/reports/valuation/query'],
    ['GET', '/api/preferences'],
    ['PUT', '/api/preferences'],
    ['POST', '/api/membership/payment/initiate'],
    ['POST', '/api/membership/payment/complete'],
  ])('%s %s answers an anonymous caller 401, not its field names', async (method, url) => {
    const res = await anonymous(t, method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session Expired! Login to continue',
    });
  });

  it('declares the session cookie and the webhook signature as security schemes', () => {
    expect(doc.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'yardstick_session',
    });
    expect(doc.components?.securitySchemes?.webhookSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Webhook-Signature',
    });
  });

  it('declares the operator token for the operator commands, which need no session', async () => {
    expect(doc.components?.securitySchemes?.operatorToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.paths['/api/operator/memberships/end']?.post?.security).toEqual([
      { operatorToken: [] },
    ]);
    expect(doc.paths['/api/operator/alerts/send-digests']?.post?.security).toEqual([
      { operatorToken: [] },
    ]);
    const res = await anonymous(t, 'POST', '/api/operator/memberships/end');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OPERATOR_UNAUTHENTICATED');
  });

  it('declares personal API keys (http bearer) where a key may act, never on account operations', () => {
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.paths['/api/favorite/properties']?.get?.security).toEqual([
      { session: [] },
      { apiKey: ['read'] },
    ]);
    // A write a key of its own scope may make (config.keyScope): adding a deal.
    expect(doc.paths['/api/deals']?.post?.security).toEqual([
      { session: [] },
      { apiKey: ['deals:write'] },
    ]);
    for (const [path, method] of [
      ['/api/account/api-keys', 'get'],
      ['/api/account/api-keys', 'post'],
      ['/api/account/api-keys/{id}', 'delete'],
      ['/api/session', 'get'],
      ['/api/preferences', 'get'],
      ['/api/favorite-properties', 'post'],
    ] as const) {
      expect([path, method, doc.paths[path]?.[method]?.security]).toEqual([
        path,
        method,
        [{ session: [] }],
      ]);
    }
  });

  it('gives every operation its security: public ones none, the rest a declared scheme', () => {
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        if (!Array.isArray(op.security)) missing.push(`${method} ${path}`);
        for (const requirement of op.security ?? []) {
          for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/calculator/stamp-duty']?.get?.security).toEqual([]);
    expect(doc.paths['/api/preferences']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/webhooks/gocardless']?.post?.security).toEqual([
      { webhookSignature: [] },
    ]);
  });

  it('answers 401 first on every operation whose security names the session cookie', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        if (!op.security?.some((requirement) => 'session' in requirement)) continue;
        // Path parameters get a placeholder: there is no request without them.
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const res = await anonymous(t, method, url);
        checked += 1;
        if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') {
          wrong.push(
            `${method.toUpperCase()} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
