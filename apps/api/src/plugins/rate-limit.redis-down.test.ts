import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRateLimit } from './rate-limit.ts';
import { freePort } from '@yardstick/db/test/free-port';

/**
 * Redis unreachable: the limits fail open (requests go through) and the outage is logged as
 * one warning a minute, not a line per request or per reconnect attempt.
 */

describe('rate limits with Redis unreachable', () => {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as { level: number; msg: string });
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    await registerRateLimit(app, `redis://127.0.0.1:${await freePort()}`);
    app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close().catch(() => undefined));

  it('lets requests through and warns once, naming Redis and the open limits', async () => {
    // Long enough for several reconnect attempts of the client.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await app.inject({ url: '/limited' })).statusCode);
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/Redis.*unreachable.*rate limits are not applied/i);
  });

  it('closes without an error while Redis is still down', async () => {
    await expect(app.close()).resolves.toBeUndefined();
  });
});
