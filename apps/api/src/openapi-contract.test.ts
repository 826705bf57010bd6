import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { operationIdOf } from './plugins/api-docs.ts';

/**
 * Probe routes: one answering what it declares, others breaking their own declaration (a
 * plugin without the zod type provider, so that the handlers may answer what they declare not).
 */
const probes: FastifyPluginAsync = async (app) => {
  const schema: FastifySchema = { response: { 200: z.object({ ok: z.boolean() }) } };
  const config = { access: 'public' as const };
  app.get('/api/contract-probe/kept', { schema, config }, async () => ({ ok: true }));
  app.get('/api/contract-probe/undeclared', { schema, config }, async (_request, reply) =>
    reply.status(418).send({ ok: true }),
  );
  // Sent as a string so that the serialiser cannot fix the shape: the body breaks the schema.
  app.get('/api/contract-probe/misshapen', { schema, config }, async (_request, reply) =>
    reply
      .type('application/json')
      .serializer((x) => String(x))
      .send('{"ok":"yes"}'),
  );
};

describe('the OpenAPI contract hook of the test app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { plugins: [probes] });
  });
  afterAll(() => t?.close());

  it('lets an answer the operation declares through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contract-probe/kept' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('fails the request that gets a status its operation does not declare', async () => {
    await expect(
      t.app.inject({ method: 'GET', url: '/api/contract-probe/undeclared' }),
    ).rejects.toThrow(/status 418 is not declared by GET \/api\/contract-probe\/undeclared/);
  });

  it('fails the request whose body breaks the declared schema', async () => {
    await expect(
      t.app.inject({ method: 'GET', url: '/api/contract-probe/misshapen' }),
    ).rejects.toThrow(/breaks the declared schema .*\/ok must be boolean/);
  });

  it('fails an /api path outside the document that is not answered 404', async () => {
    // The catalogue's 404 for an unknown path keeps the contract.
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
  });

  it('derives a stable operationId from the method and path', () => {
    expect(operationIdOf('GET', '/api/deals/:id/pack.pdf')).toBe('getDealsByIdPackPdf');
    expect(operationIdOf('PATCH', '/api/deals/{id}/offers/{entryId}')).toBe(
      'patchDealsByIdOffersByEntryId',
    );
  });
});
