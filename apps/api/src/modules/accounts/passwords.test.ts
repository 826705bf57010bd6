import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { hashToken, newToken, safeEqual } from '../../lib/tokens.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('correct horse battery', a)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', a)).resolves.toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    await expect(verifyPassword('cafe\u0301 au lait', hash)).resolves.toBe(true);
  });

  it('answers false, after the same work, without a usable hash', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$1$1$1$x$y', 'bcrypt$2b$...']) {
      await expect(verifyPassword('anything at all', stored)).resolves.toBe(false);
    }
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$a2V5')).toBe(true);
  });
});

describe('tokens', () => {
  it('are 256-bit base64url values stored as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken().token).not.toBe(token);
  });

  it('compare in constant time', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
