import { connect } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Failures Fastify answers itself (router, body parsers, 404, the HTTP parser) answer the
 * catalogue shape `{ code, message }` with the right status, and never echo the request.
 */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/item/:id',
    { schema: { params: z.object({ id: z.string() }) }, config: { access: 'public' } },
    (req) => ({
      id: req.params.id,
    }),
  );
  app.post(
    '/api/test/json',
    { schema: { body: z.object({ name: z.string() }) }, config: { access: 'public' } },
    (req) => ({
      ok: req.body.name,
    }),
  );
};

interface Answer {
  statusCode: number;
  statusMessage?: string;
  headers: Record<string, unknown>;
  body: string;
}

/** The answer is exactly `{ code, message }` for the code, and contains none of `echoes`. */
function expectCatalogue(res: Answer, code: ErrorCode, echoes: string[] = []) {
  expect(res.statusCode).toBe(ERROR_CATALOGUE[code].status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  for (const echo of echoes) expect(res.body.toLowerCase()).not.toContain(echo.toLowerCase());
  return body;
}

const csrf = { 'x-requested-with': 'yardstick' };

describe('framework errors answer the error catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { plugins: [probes] });
  });
  afterAll(() => t.close());

  it('a bad URL encoding is a 400 that does not echo the address', async () => {
    const res = await t.app.inject({ url: '/api/property-estimates/%C0%AE%C0%AE' });
    expectCatalogue(res, 'VALIDATION_FAILED', ['%C0', 'property-estimates']);
    expect(res.headers['x-request-id']).toBeTruthy();
    const probe = await t.app.inject({ url: '/api/test/item/%E2%28' });
    expectCatalogue(probe, 'VALIDATION_FAILED', ['%E2', 'test/item']);
  });

  it('an over-long path parameter is a 414 URI Too Long without the parameter', async () => {
    const long = '7'.repeat(300);
    const res = await t.app.inject({ url: `/api/property-estimates/${long}` });
    expectCatalogue(res, 'URI_TOO_LONG', [long.slice(0, 50), 'property-estimates']);
    expect(res.statusMessage).toBe('URI Too Long');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('an unknown API path is the catalogue 404, method and path not echoed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/no-such/<b>here</b>?q=1',
      headers: csrf,
    });
    const body = expectCatalogue(res, 'NOT_FOUND', ['<b>', 'no-such', 'DELETE']);
    expect(body.message).toBe(ERROR_CATALOGUE.NOT_FOUND.message);
    const page = await t.app.inject({ url: '/no-web-build/<i>x</i>' });
    expectCatalogue(page, 'NOT_FOUND', ['<i>', 'no-web-build']);
  });

  it('broken and empty JSON bodies are 400s that do not echo the body', async () => {
    const headers = { ...csrf, 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers,
      payload: '{"name": <script>',
    });
    expectCatalogue(broken, 'VALIDATION_FAILED', ['<script>', 'Unexpected token']);
    const empty = await t.app.inject({ method: 'POST', url: '/api/test/json', headers });
    expectCatalogue(empty, 'VALIDATION_FAILED');
  });

  it('a body over the limit is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectCatalogue(res, 'PAYLOAD_TOO_LARGE');
  });

  it('a content type without a parser is a 415 that does not echo the type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers: { ...csrf, 'content-type': 'application/x-evil-type' },
      payload: '<x/>',
    });
    expectCatalogue(res, 'UNSUPPORTED_MEDIA_TYPE', ['x-evil-type']);
  });

  it('a body shorter than its Content-Length is a 400, not a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/json',
      headers: { ...csrf, 'content-type': 'application/json', 'content-length': '100' },
      payload: '{"name":"a"}',
    });
    expectCatalogue(res, 'VALIDATION_FAILED');
  });

  describe('on a real socket (errors of the HTTP parser)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    function raw(request: string): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n');
          const [status = '', ...lines] = head.split('\r\n');
          const match = /^HTTP\/1\.1 (\d+) (.*)$/.exec(status);
          if (!match) return reject(new Error(`No HTTP answer: ${text}`));
          const headers: Record<string, string> = {};
          for (const line of lines) {
            const at = line.indexOf(':');
            headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
          }
          resolve({ statusCode: Number(match[1]), statusMessage: match[2], headers, body });
        });
        socket.write(request);
      });
    }

    it('a malformed request is a catalogue 400', async () => {
      const res = await raw('GET /api/<evil> HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      expectCatalogue(res, 'VALIDATION_FAILED', ['<evil>', 'Client Error']);
    });

    it('headers over the size limit are a catalogue 431', async () => {
      const res = await raw(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expectCatalogue(res, 'HEADERS_TOO_LARGE', ['bbbb']);
    });
  });
});
