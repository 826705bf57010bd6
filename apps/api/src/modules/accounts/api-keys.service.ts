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
import { AppError } from '../../errors.ts';
import { accessFrom } from '../access/access.public.ts';
import * as keys from './api-keys.repository.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';
import type { AccountsDeps } from './deps.ts';
import type { AuthSession } from './sessions.service.ts';
import { hashToken } from './tokens.ts';

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
  deps: AccountsDeps,
  session: AuthSession,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  if (input.scopes.includes('listings:write') && !session.user.operator) {
    throw new AppError('OPERATOR_REQUIRED', 'Only an operator may create a listings:write key');
  }
  const userId = session.user.id;
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

export async function listKeys(deps: AccountsDeps, userId: string): Promise<ApiKey[]> {
  return (await keys.listLiveKeys(deps.ctx.database.db, userId)).map(toApiKey);
}

export async function revokeKey(deps: AccountsDeps, userId: string, id: string): Promise<void> {
  if (!(await keys.revokeKey(deps.ctx.database.db, userId, id, deps.now()))) {
    throw new AppError('NOT_FOUND', 'No such API key');
  }
  // By user: the cache knows a key by its hash, the route by its id.
  await deps.ctx.sessions?.forget({ userId });
}

/**
 * The session a live key acts as (its user, the user's membership, and the key), noting its
 * use at most once a minute; undefined for an unknown or revoked key.
 */
export async function resolveApiKey(
  deps: Pick<AccountsDeps, 'ctx' | 'now'>,
  key: string,
): Promise<AuthSession | undefined> {
  if (key.length > 200) return undefined;
  const db = deps.ctx.database.db;
  const now = deps.now();
  const hash = hashToken(key);
  const load = () => keys.findLiveKeyWithUser(db, hash);
  const live = await (deps.ctx.sessions?.lookup('key', hash, load) ?? load());
  if (!live) return undefined;
  if (!live.lastUsedAt || now.getTime() - live.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await keys.touchKey(db, live.id, now);
    live.lastUsedAt = now;
  }
  return {
    tokenHash: hash,
    remember: false,
    user: live.user,
    apiKey: { id: live.id, scopes: scopesOf(live.scopes) },
    ...accessFrom(live.membership, now),
  };
}
