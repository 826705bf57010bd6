import type { Selectable } from 'kysely';
import type { OauthFlowsTable, UserSessionsTable } from '@yardstick/db/schema';
import type { Db, UserRow } from './accounts.repository.ts';
import { sql } from 'kysely';
import { decidingMembership, type MembershipGrant } from '../access/access.public.ts';

/** Server-side sessions and Google sign-in flows in progress: Kysely queries only. */
export type SessionRow = Selectable<UserSessionsTable>;
export type OauthFlowRow = Selectable<OauthFlowsTable>;

export async function insertSession(
  db: Db,
  session: {
    hash: string;
    userId: string;
    remember: boolean;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({
      token_hash: session.hash,
      user_id: session.userId,
      remember: session.remember,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** A live session with its user and the user's latest membership. */
export interface LiveSession {
  remember: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserRow;
  membership: MembershipGrant | undefined;
}

/**
 * A live session, its user and the user's latest membership in one round trip (every
 * signed-in request asks this first, so it is one indexed query rather than three).
 */
export async function findLiveSessionWithUser(
  db: Db,
  hash: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoinLateral(
      () =>
        decidingMembership(db, sql.ref<string>('s.user_id'))
          .select(['m.attributes', 'm.valid_till'])
          .as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('u')
    .select([
      's.remember as session_remember',
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      'm.attributes as membership_attributes',
      'm.valid_till as membership_valid_till',
    ])
    .where('s.token_hash', '=', hash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_remember,
    session_last_seen_at,
    session_expires_at,
    membership_attributes,
    membership_valid_till,
    ...user
  } = row;
  return {
    remember: session_remember,
    lastSeenAt: session_last_seen_at,
    expiresAt: session_expires_at,
    user,
    membership:
      membership_attributes && membership_valid_till
        ? { attributes: membership_attributes, valid_till: membership_valid_till }
        : undefined,
  };
}

export async function touchSession(
  db: Db,
  hash: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('token_hash', '=', hash)
    .execute();
}

export async function deleteSession(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('token_hash', '=', hash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('user_sessions').where('expires_at', '<=', now).execute();
}

// ---- Google sign-in flows ----

export async function insertOauthFlow(
  db: Db,
  flow: {
    stateHash: string;
    codeVerifier: string;
    nonce: string;
    redirect: string;
    redirectUri: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('oauth_flows')
    .values({
      state_hash: flow.stateHash,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      redirect: flow.redirect,
      redirect_uri: flow.redirectUri,
      expires_at: flow.expiresAt,
    })
    .execute();
}

/** Takes a flow out (single use): deletes it and returns it if it had not expired. */
export async function takeOauthFlow(
  db: Db,
  stateHash: string,
  now: Date,
): Promise<OauthFlowRow | undefined> {
  await db.deleteFrom('oauth_flows').where('expires_at', '<=', now).execute();
  return db
    .deleteFrom('oauth_flows')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
}
