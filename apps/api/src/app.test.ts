import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@yardstick/core/api-error';
import { healthResponseSchema } from '@yardstick/core/health';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from './lib/map-tiles.ts';

const probes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/echo',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(0) }),
        response: { 200: z.object({ page: z.number() }) },
      },
      config: { access: 'public' },
    },
    (req) => ({ page: req.query.page }),
  );
  app.post(
    '/api/test/body',
    {
      schema: {
        body: z.object({ name: z.string().min(1), age: z.number().int() }),
        response: { 200: z.object({ ok: z.string() }) },
      },
      config: { access: 'public' },
    },
    (req) => ({ ok: req.body.name }),
  );
  app.get('/api/test/boom', { schema: {}, config: { access: 'public' } }, () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM users');
  });
  app.get(
    '/api/test/limited',
    {
      schema: { response: { 200: z.object({ ok: z.boolean() }) } },
      config: { access: 'public', rateLimit: { max: 2, timeWindow: '1 minute' } },
    },
    () => ({ ok: true }),
  );
};

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { plugins: [probes] });
  });
  afterAll(() => t.close());

  it('answers the health check with engine and data mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.database).toBe(t.database.engine);
    expect(body.dataMode).toBe('empty');
    expect(body.readReplica).toBe(false);
    // Without MAP_TILE_URL: OpenStreetMap's standard tiles with their credit.
    expect(body.mapTiles).toEqual({ urlTemplate: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    expect(body.mapTiles?.attribution).toContain('https://www.openstreetmap.org/copyright');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows the default tiles in the CSP and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it('answers no tile source and allows no tile host with MAP_TILE_URL=off', async () => {
    const off = await createTestApp({ MAP_TILE_URL: 'off' });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/health' });
      expect(healthResponseSchema.parse(res.json()).mapTiles).toBeNull();
      expect(String(res.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob:;",
      );
    } finally {
      await off.close();
    }
  });

  it('names the configured tile source in the health answer', async () => {
    const tiled = await createTestApp({
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Example tiles',
    });
    try {
      const res = await tiled.app.inject({ method: 'GET', url: '/api/health' });
      expect(healthResponseSchema.parse(res.json()).mapTiles).toEqual({
        urlTemplate: 'https://tiles.example.org/{z}/{x}/{y}.png',
        attribution: 'Example tiles',
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org;");
      expect(csp).not.toContain('openstreetmap');
    } finally {
      await tiled.close();
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
  });

  it('answers invalid query parameters with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/echo?page=-3' });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors ?? {})).toEqual(['page']);
  });

  it('answers invalid bodies and broken JSON with 400', async () => {
    const headers = { 'x-requested-with': 'yardstick', 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      headers,
      payload: { name: '', age: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json()).errors ?? {}).sort()).toEqual([
      'age',
      'name',
    ]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      headers,
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(apiErrorSchema.parse(broken.json()).code).toBe('VALIDATION_FAILED');
  });

  it('hides internals of a thrown error behind a 500 with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = apiErrorSchema.parse(res.json());
    expect(body).toEqual({
      code: 'INTERNAL',
      message: 'Error processing request',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('secret_table');
  });

  it('refuses state-changing requests without the CSRF header or same origin', async () => {
    const payload = { name: 'a', age: 1 };
    const refused = await t.app.inject({ method: 'POST', url: '/api/test/body', payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_REJECTED');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      payload,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      payload,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: '/api/test/body',
      payload,
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('rate-limits opted-in routes with 429 and Retry-After', async () => {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(apiErrorSchema.parse(last?.json()).code).toBe('RATE_LIMITED');
  });

  it('serves media files from DATA_DIR/media and nothing outside it', async () => {
    const dir = path.join(t.config.DATA_DIR, 'media', 'demo');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'house.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.app.inject({ url: '/media/demo/house.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const escape = await t.app.inject({ url: '/media/../session-secret' });
    expect(escape.statusCode).toBe(404);
    expect(escape.body).not.toContain(t.config.SESSION_SECRET);
    const encoded = await t.app.inject({ url: '/media/%2e%2e/session-secret' });
    expect(encoded.body).not.toContain(t.config.SESSION_SECRET);
  });

  it('documents every API route in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    const documented = Object.keys(doc.paths);
    expect(documented).toContain('/api/health');
    for (const route of ['/api/test/echo', '/api/test/body', '/api/test/boom']) {
      expect(documented).toContain(route);
    }
  });
});

describe('schema and access requirement', () => {
  it('refuses to build an app with an API route that has no schema', async () => {
    const noSchema: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/test/naked', () => ({}));
    };
    await expect(createTestApp({}, { plugins: [noSchema] })).rejects.toThrow(/has no schema/);
  });

  it('refuses to build an app with an API route that declares no access', async () => {
    const noAccess: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/test/undeclared', { schema: {} }, () => ({}));
    };
    await expect(createTestApp({}, { plugins: [noAccess] })).rejects.toThrow(
      /GET \/api\/test\/undeclared declares no access/,
    );
  });
});
