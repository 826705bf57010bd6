import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freePort } from '@yardstick/db/test/free-port';
import { sqlError } from '@yardstick/db/test/sql-error';

/**
 * A database that cannot be reached (refused, restarting, a connection cut mid-query) answers
 * 503 DATABASE_UNAVAILABLE with Retry-After, not a 500: the client should retry, and the API
 * recovers by itself once the server is back (docs/deployment.md#faults-measured).
 */

let unreachable: pg.Pool;

const probes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/db-refused', { schema: {}, config: { access: 'public' } }, async () => {
    await unreachable.query('SELECT 1');
    return { ok: true };
  });
  app.get('/api/test/db-shutdown', { schema: {}, config: { access: 'public' } }, () => {
    throw sqlError('57P01', 'terminating connection due to administrator command');
  });
  app.get('/api/test/db-starting', { schema: {}, config: { access: 'public' } }, () => {
    throw sqlError('57P03', 'the database system is starting up');
  });
  app.get('/api/test/db-cut', { schema: {}, config: { access: 'public' } }, () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/api/test/db-bad-query', { schema: {}, config: { access: 'public' } }, () => {
    throw sqlError('42P01', 'relation "nope" does not exist');
  });
};

describe('an unreachable database answers 503 DATABASE_UNAVAILABLE', () => {
  let t: TestApp;
  beforeAll(async () => {
    unreachable = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${await freePort()}/x`,
    });
    unreachable.on('error', () => undefined);
    t = await createTestApp({}, { plugins: [probes] });
  });
  afterAll(async () => {
    await t.close();
    await unreachable.end();
  });

  it.each(['db-refused', 'db-shutdown', 'db-starting', 'db-cut'])('%s', async (probe) => {
    const res = await t.app.inject({ url: `/api/test/${probe}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json<Record<string, unknown>>();
    expect(body.code).toBe('DATABASE_UNAVAILABLE');
    // Like every 5xx, the id to find it in the log (docs/http-api.md#errors).
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.message).toBe(ERROR_CATALOGUE.DATABASE_UNAVAILABLE.message);
    expect(String(body.message)).toMatch(/database/i);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|administrator|127\.0\.0\.1/);
  });

  it('a query error is still a plain 500', async () => {
    const res = await t.app.inject({ url: '/api/test/db-bad-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ code: string }>().code).toBe('INTERNAL');
  });
});
