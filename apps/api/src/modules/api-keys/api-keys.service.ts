import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_CHARS,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@yardstick/core/api-keys';
import type { UsersTable } from '@yardstick/db/schema';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { MembershipGrant } from '../access/access.public.ts';
import * as keys from './api-keys.repository.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';

/** What the key services work with (the accounts module hands its own deps, which hold both). */
export interface ApiKeysDeps {
  ctx: AppContext;
  now(): Date;
}

/** The signed-in person managing their own keys. */
export interface KeyOwner {
  id: string;
  operator: boolean;
}

/**
 * Personal API keys (decision 0015). A key is `ysk_` and 32 random bytes in base64url (256
 * bits); the database keeps its SHA-256 (hex) and its first characters for the lists, so the
 * key is shown once, in the answer to its creation, and a copy of the database cannot be used
 * to call the API.
 */
const KEY_BYTES = 32;
/** How stale last_used_at may get before a request writes it again (saves a write a call). */
const TOUCH_AFTER_MS = 60 * 1000;

export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  return { key, hash: hashToken(key), prefix: key.slice(0, API_KEY_SHOWN_CHARS) };
}

function scopesOf(stored: string[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((s) => stored.includes(s));
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

export async function createKey(
  deps: ApiKeysDeps,
  owner: KeyOwner,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  if (input.scopes.includes('listings:write') && !owner.operator) {
    throw new AppError('OPERATOR_REQUIRED', 'Only an operator may create a listings:write key');
  }
  const userId = owner.id;
  const now = deps.now();
  const made = newApiKey();
  const row = await deps.ctx.database.db.transaction().execute(async (trx) => {
    // One creation at a time per account, so two at once cannot both pass the cap.
    await keys.lockUser(trx, userId);
    if ((await keys.countLiveKeys(trx, userId)) >= MAX_API_KEYS)
      throw new AppError('API_KEY_LIMIT');
    return keys.insertApiKey(
      trx,
      {
        id: randomUUID(),
        userId,
        name: input.name,
        scopes: input.scopes,
        hash: made.hash,
        prefix: made.prefix,
      },
      now,
    );
  });
  const { lastUsedAt: _never, ...shown } = toApiKey(row);
  return { ...shown, key: made.key };
}

/**
 * A key made for a process of this checkout (`npm run mcp` over stdio, acting as an account
 * of the local database), outside the account's cap; the process revokes it when it ends.
 */
export async function issueKey(
  deps: ApiKeysDeps,
  userId: string,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ id: string; key: string }> {
  const made = newApiKey();
  const id = randomUUID();
  await keys.insertApiKey(
    deps.ctx.database.db,
    { id, userId, name: input.name, scopes: input.scopes, hash: made.hash, prefix: made.prefix },
    deps.now(),
  );
  return { id, key: made.key };
}

export async function listKeys(deps: ApiKeysDeps, userId: string): Promise<ApiKey[]> {
  return (await keys.listLiveKeys(deps.ctx.database.db, userId)).map(toApiKey);
}

/** Revokes one of the user's live keys; false when the user has no such live key. */
export async function revokeLiveKey(deps: ApiKeysDeps, userId: string, id: string) {
  if (!(await keys.revokeKey(deps.ctx.database.db, userId, id, deps.now()))) return false;
  // By user: the cache knows a key by its hash, the route by its id.
  await deps.ctx.sessions?.forget({ userId });
  return true;
}

export async function revokeKey(deps: ApiKeysDeps, userId: string, id: string): Promise<void> {
  if (!(await revokeLiveKey(deps, userId, id))) {
    throw new AppError('NOT_FOUND', 'No such API key');
  }
}

/** A live key as the request's session needs it (accounts builds the session from it). */
export interface LiveApiKey {
  /** The key's SHA-256, the session cache's name for it. */
  hash: string;
  id: string;
  scopes: ApiKeyScope[];
  user: Selectable<UsersTable>;
  /** The user's deciding membership (modules/access). */
  membership: MembershipGrant | undefined;
}

/**
 * A live key with its user and the user's membership, through the session cache, noting its
 * use at most once a minute; undefined for an unknown or revoked key.
 */
export async function liveApiKey(
  ctx: AppContext,
  key: string,
  now: Date,
): Promise<LiveApiKey | undefined> {
  if (key.length > 200) return undefined;
  const db = ctx.database.db;
  const hash = hashToken(key);
  const load = () => keys.findLiveKeyWithUser(db, hash);
  const live = await (ctx.sessions?.lookup('key', hash, load) ?? load());
  if (!live) return undefined;
  if (!live.lastUsedAt || now.getTime() - live.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await keys.touchKey(db, live.id, now);
    live.lastUsedAt = now;
  }
  return {
    hash,
    id: live.id,
    scopes: scopesOf(live.scopes),
    user: live.user,
    membership: live.membership,
  };
}
