import { emailSchema, type Session } from '@yardstick/core/accounts';
import type { ApiKeyScope } from '@yardstick/core/api-keys';
import { allowedPaths } from '@yardstick/core/routes';
import { AppError } from '../../errors.ts';
import * as accounts from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';
import type { AccountsDeps } from './deps.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { accessFrom, latestMembership, type Access } from '../access/access.public.ts';
import { liveApiKey } from '../api-keys/api-keys.public.ts';
import * as sessions from './sessions.repository.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/**
 * Sign-in, sessions and sign-out. A session is a random 256-bit token in an httpOnly
 * cookie; the database keeps its SHA-256 only. 'Remember me' gives a 30-day session;
 * otherwise the cookie lives as long as the browser and the session ends after 12 hours
 * without a request.
 */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const IDLE_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request slides the idle limit (saves writes). */
const TOUCH_AFTER_MS = 60 * 1000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A signed-in request's session: who, and what they may do. */
export interface AuthSession extends Access {
  tokenHash: string;
  remember: boolean;
  user: UserRow;
  /** Set when the request is authenticated by an API key rather than the session cookie. */
  apiKey?: { id: string; scopes: ApiKeyScope[] };
}

export interface StartedSession {
  token: string;
  remember: boolean;
  session: Session;
}

export function toSessionResponse(user: UserRow, access: Access): Session {
  return {
    user: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      emailId: user.email,
    },
    attributes: access.attributes,
    hrefs: allowedPaths(access.attributes),
    membershipExpired: access.membershipExpired,
    membershipValidTill: access.membershipValidTill?.toISOString() ?? null,
    operator: user.operator,
  };
}

async function accessOf(deps: AccountsDeps, userId: string, now: Date): Promise<Access> {
  return accessFrom(await latestMembership(deps.ctx.database.db, userId), now);
}

/** Opens a session for a user and returns the token for the cookie. */
export async function startSession(
  deps: AccountsDeps,
  user: UserRow,
  remember: boolean,
  client: ClientInfo,
  previousToken?: string,
): Promise<StartedSession> {
  const db = deps.ctx.database.db;
  const now = deps.now();
  // Rotation: whatever session the browser had is ended, never upgraded in place.
  if (previousToken) await sessions.deleteSession(db, hashToken(previousToken));
  await sessions.deleteExpiredSessions(db, now);
  const { token, hash } = newToken();
  await sessions.insertSession(db, {
    hash,
    userId: user.id,
    remember,
    expiresAt: new Date(now.getTime() + (remember ? REMEMBER_MS : IDLE_MS)),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  await accounts.recordLogin(db, user.id, now);
  return { token, remember, session: toSessionResponse(user, await accessOf(deps, user.id, now)) };
}

/**
 * Checks credentials. Unknown email, an account without a password and a wrong password
 * all cost one scrypt derivation and give the same answer, so neither the answer nor its
 * timing tells whether an address is registered.
 */
export async function authenticate(
  deps: AccountsDeps,
  loginId: string,
  password: string,
): Promise<UserRow> {
  const db = deps.ctx.database.db;
  const email = emailSchema.safeParse(loginId);
  const user = email.success ? await accounts.findUserByEmail(db, email.data) : undefined;
  const ok = await verifyPassword(password, user?.password_hash);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (user.password_hash && needsRehash(user.password_hash)) {
    await accounts.updateUser(db, user.id, { password_hash: await hashPassword(password) });
  }
  return user;
}

export async function login(
  deps: AccountsDeps,
  input: { loginId: string; password: string; rememberMe?: boolean | undefined },
  client: ClientInfo,
  previousToken?: string,
): Promise<StartedSession> {
  const user = await authenticate(deps, input.loginId, input.password);
  if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED');
  return startSession(deps, user, input.rememberMe === true, client, previousToken);
}

export async function logout(deps: AccountsDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await sessions.deleteSession(deps.ctx.database.db, tokenHash);
  await deps.ctx.sessions?.forget({ tokenHash });
}

/** The session for a cookie token, sliding the idle limit; undefined when none is live. */
export async function resolveSession(
  deps: AccountsDeps,
  token: string | undefined,
): Promise<AuthSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const db = deps.ctx.database.db;
  const now = deps.now();
  const hash = hashToken(token);
  const load = () => sessions.findLiveSessionWithUser(db, hash, now);
  const live = await (deps.ctx.sessions?.lookup('session', hash, load) ?? load());
  // A cached session is evaluated against now as the database would: past its expiry, gone.
  if (!live || live.expiresAt <= now) return undefined;
  if (!live.remember && now.getTime() - live.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + IDLE_MS);
    await sessions.touchSession(db, hash, now, expiresAt);
    // The cached copy slides with it (the next touch is a minute away again).
    live.lastSeenAt = now;
    live.expiresAt = expiresAt;
  }
  return {
    tokenHash: hash,
    remember: live.remember,
    user: live.user,
    ...accessFrom(live.membership, now),
  };
}

/**
 * The session a personal API key acts as (decision 0015): its user, the user's membership
 * and the key; undefined for an unknown or revoked key.
 */
export async function resolveKeySession(
  deps: Pick<AccountsDeps, 'ctx' | 'now'>,
  key: string,
): Promise<AuthSession | undefined> {
  const now = deps.now();
  const live = await liveApiKey(deps.ctx, key, now);
  if (!live) return undefined;
  return {
    tokenHash: live.hash,
    remember: false,
    user: live.user,
    apiKey: { id: live.id, scopes: live.scopes },
    ...accessFrom(live.membership, now),
  };
}

/** Ends every session of a user (after a password reset). */
export async function endAllSessions(deps: AccountsDeps, userId: string): Promise<void> {
  await sessions.deleteUserSessions(deps.ctx.database.db, userId);
  await forgetUser(deps, userId);
}

/**
 * Drops what any process keeps of the user's sessions and keys (their user row and
 * membership: modules/accounts/session-cache.ts). Call it once a write to the user, its
 * sessions or its memberships has committed.
 */
export async function forgetUser(deps: Pick<AccountsDeps, 'ctx'>, userId: string): Promise<void> {
  await deps.ctx.sessions?.forget({ userId });
}
