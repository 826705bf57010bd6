import type { FastifyReply } from 'fastify';
import { REMEMBER_MS } from './sessions.service.ts';

/**
 * The session cookie: httpOnly (no script can read it), SameSite=Lax (not sent on
 * cross-site sub-requests or form posts), Secure over HTTPS, path /. With 'remember me' it
 * lasts 30 days; otherwise it has no expiry and ends with the browser.
 */
export const SESSION_COOKIE = 'yardstick_session';
/** Binds a Google sign-in to the browser that started it (10 minutes, /api/oauth only). */
export const OAUTH_STATE_COOKIE = 'yardstick_oauth_state';
const OAUTH_COOKIE_PATH = '/api/oauth';

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { remember: boolean; secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    ...(options.remember ? { maxAge: Math.floor(REMEMBER_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function setOauthStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  reply.setCookie(OAUTH_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: OAUTH_COOKIE_PATH,
    maxAge: 10 * 60,
  });
}

export function clearOauthStateCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(OAUTH_STATE_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: OAUTH_COOKIE_PATH,
  });
}
