import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Random secrets handed to a browser or an inbox (session cookies, emailed links, OIDC
 * state). 256 bits from the CSPRNG, base64url; only their SHA-256 is ever stored, so a
 * copy of the database does not let anyone sign in or use a link.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two secrets without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
