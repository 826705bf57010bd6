import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { createCaptcha, type Captcha } from './captcha.ts';
import { solveAltcha } from '../../../test/captcha-support.ts';

const SECRET = 'x'.repeat(40);

describe('captcha', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  describe('ALTCHA', () => {
    let captcha: Captcha;
    beforeAll(() => {
      captcha = createCaptcha({
        provider: 'altcha',
        secret: SECRET,
        db: handle.db,
        altchaCost: 10,
        altchaCounter: [50, 200],
      });
    });

    it('issues a signed challenge with an expiry', async () => {
      const challenge = await captcha.createChallenge();
      expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    });

    it('accepts a solved challenge once, and again only when not consumed', async () => {
      const token = await solveAltcha(await captcha.createChallenge());
      await expect(captcha.verify(token, { consume: false })).resolves.toBe(true);
      await expect(captcha.verify(token, { consume: false })).resolves.toBe(true);
      await expect(captcha.verify(token, { consume: true })).resolves.toBe(true);
      await expect(captcha.verify(token, { consume: true })).resolves.toBe(false);
    });

    it('refuses a wrong derived key, a forged signature and garbage', async () => {
      const token = await solveAltcha(await captcha.createChallenge());
      const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
        challenge: { signature: string; parameters: { cost: number } };
        solution: { derivedKey: string };
      };
      const wrong = structuredClone(payload);
      const key = wrong.solution.derivedKey;
      wrong.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
      const forged = structuredClone(payload);
      forged.challenge.parameters.cost = 1;
      const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
      for (const bad of [
        encode(wrong),
        encode(forged),
        '',
        'not base64 !!',
        encode({}),
        encode({ challenge: null, solution: null }),
        encode([1, 2, 3]),
        'x'.repeat(30_000),
        undefined,
      ]) {
        await expect(captcha.verify(bad, { consume: true })).resolves.toBe(false);
      }
    });

    it('refuses a challenge signed with another secret', async () => {
      const other = createCaptcha({
        provider: 'altcha',
        secret: 'y'.repeat(40),
        db: handle.db,
        altchaCost: 10,
        altchaCounter: [50, 200],
      });
      await expect(
        captcha.verify(await solveAltcha(await other.createChallenge()), { consume: true }),
      ).resolves.toBe(false);
    });
  });

  it('lets everything through with provider none', async () => {
    const captcha = createCaptcha({ provider: 'none', secret: SECRET, db: handle.db });
    await expect(captcha.verify(undefined, { consume: true })).resolves.toBe(true);
  });

  describe('Turnstile and reCAPTCHA', () => {
    let server: Server;
    let url: string;
    const received: URLSearchParams[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          const params = new URLSearchParams(body);
          received.push(params);
          const response = params.get('response');
          res.setHeader('content-type', 'application/json');
          if (response === 'boom') {
            res.statusCode = 500;
            res.end('{}');
            return;
          }
          res.end(
            JSON.stringify({
              success: response === 'good' || response === 'low',
              ...(response === 'low' ? { score: 0.1 } : {}),
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('verifies tokens with the provider, sending secret and client address', async () => {
      const captcha = createCaptcha({
        provider: 'turnstile',
        secret: SECRET,
        providerSecret: 'provider-secret',
        db: handle.db,
        verifyUrl: url,
      });
      await expect(
        captcha.verify('good', { consume: true, remoteIp: '203.0.113.9' }),
      ).resolves.toBe(true);
      expect(received.at(-1)?.get('secret')).toBe('provider-secret');
      expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.9');
      await expect(captcha.verify('bad', { consume: true })).resolves.toBe(false);
      await expect(captcha.verify('boom', { consume: true })).resolves.toBe(false);
    });

    it('treats a low reCAPTCHA score as a failure and fails closed when unreachable', async () => {
      const captcha = createCaptcha({
        provider: 'recaptcha',
        secret: SECRET,
        providerSecret: 's',
        db: handle.db,
        verifyUrl: url,
      });
      await expect(captcha.verify('good', { consume: true })).resolves.toBe(true);
      await expect(captcha.verify('low', { consume: true })).resolves.toBe(false);
      const offline = createCaptcha({
        provider: 'recaptcha',
        secret: SECRET,
        providerSecret: 's',
        db: handle.db,
        verifyUrl: 'http://127.0.0.1:9/siteverify',
      });
      await expect(offline.verify('good', { consume: true })).resolves.toBe(false);
    });
  });
});
