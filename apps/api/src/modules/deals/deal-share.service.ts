import { sharedDealUrl } from '@yardstick/core/app-links';
import { createHash, randomBytes } from 'node:crypto';
import {
  DEAL_MESSAGES,
  DEAL_SHARE_DAYS,
  type DealShare,
  type SharedDeal,
} from '@yardstick/core/deals/deals';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { dealView } from './deal-pack.service.ts';
import * as repo from './deals.repository.ts';
import { requireDeal } from './deals.service.ts';
import { buildPack, type Pack } from './pack/pack.service.ts';

/**
 * Share links and packs (decision 0023). A share token is 32 random bytes (256 bits) from
 * the operating system's CSPRNG, written base64url (43 characters); only its SHA-256 is
 * stored, so a copy of the database opens no deal. It expires (DEAL_SHARE_DAYS by default);
 * one live link per deal: sharing again replaces it, revoking deletes it. An unknown,
 * expired or revoked token answers 404, the same for each.
 */

export const SHARE_TOKEN_BYTES = 32;

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createShare(
  ctx: AppContext,
  userId: string,
  id: string,
  origin: string,
  days = DEAL_SHARE_DAYS,
): Promise<DealShare> {
  await requireDeal(ctx, userId, id);
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await repo.upsertShare(ctx.database.db, id, hashShareToken(token), expiresAt);
  return { url: sharedDealUrl(token, origin), expiresAt: expiresAt.toISOString() };
}

export async function revokeShare(ctx: AppContext, userId: string, id: string): Promise<void> {
  await requireDeal(ctx, userId, id);
  await repo.deleteShare(ctx.database.db, id);
}

async function sharedRow(ctx: AppContext, token: string) {
  const share = await repo.dealOfShare(ctx.database.db, hashShareToken(token));
  if (!share) throw notFound(DEAL_MESSAGES.shareNotFound);
  const row = await repo.findDeal(ctx.database.db, share.user_id, share.deal_id);
  if (!row) throw notFound(DEAL_MESSAGES.shareNotFound);
  return { row, expiresAt: share.expires_at };
}

/** GET /api/shared/deals/{token}: the shared page's content. */
export async function sharedDeal(ctx: AppContext, token: string): Promise<SharedDeal> {
  const { row, expiresAt } = await sharedRow(ctx, token);
  return dealView(ctx, row, expiresAt);
}

/** GET /api/shared/deals/{token}/pack.pdf: the owner's pack through a live share link. */
export async function sharedPack(ctx: AppContext, token: string, base = ''): Promise<Pack> {
  const { row, expiresAt } = await sharedRow(ctx, token);
  return buildPack(ctx, row, expiresAt, [
    { label: 'The shared deal', url: sharedDealUrl(token, base) },
  ]);
}
