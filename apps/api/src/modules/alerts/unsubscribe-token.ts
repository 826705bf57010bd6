import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of an alert email (RFC 8058): what to stop (a saved search,
 * or the favourite alerts) and whose, signed with HMAC-SHA256 under a key derived from the
 * app's secret (SESSION_SECRET), so the link works without a sign-in and cannot be forged or
 * pointed at another member's search.
 */

export interface UnsubscribeTarget {
  userId: string;
  /** A saved search's id, or 'favourites'. */
  subject: string;
}

const key = (secret: string) =>
  createHmac('sha256', secret).update('yardstick alert unsubscribe v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', key(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(`${target.userId}|${target.subject}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The target of a token whose signature holds, else undefined. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [userId, subject] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (!userId || !subject) return undefined;
  return { userId, subject };
}
