import {
  dealUrl,
  ploDetailsUrl,
  propertyDetailsUrl,
  sharedDealUrl,
} from '@yardstick/core/app-links';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
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
import { dealPackPdf } from './pack/pack-pdf.ts';

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

const mediaRoot = (ctx: AppContext) => path.join(ctx.config.DATA_DIR, 'media');

/** The deal's listing in the app: the PLO pair, else the sale listing (an analysis: none). */
function listingLink(row: repo.DealRow, base: string): string | null {
  if (row.sale_listing_id && row.rent_listing_id) {
    return ploDetailsUrl(row.sale_listing_id, row.rent_listing_id, base);
  }
  return row.sale_listing_id ? propertyDetailsUrl(row.sale_listing_id, base) : null;
}

/**
 * GET /api/deals/{id}/pack.pdf: the owner's pack, with links (under `base`, core/app-links
 * linkBase) to the deal and its listing in the app.
 */
export async function dealPack(
  ctx: AppContext,
  userId: string,
  id: string,
  base = '',
): Promise<Pack> {
  const row = await requireDeal(ctx, userId, id);
  const share = await repo.shareOf(ctx.database.db, id);
  const view = await dealView(ctx, row, share?.expires_at ?? null);
  const listing = listingLink(row, base);
  const links = [
    { label: 'This deal in Yardstick', url: dealUrl(id, base) },
    ...(listing ? [{ label: 'The listing', url: listing }] : []),
  ];
  const pdf = await dealPackPdf({
    view,
    mediaRoot: mediaRoot(ctx),
    generatedAt: new Date(),
    links,
  });
  return { pdf, fileName: packFileName(row.title) };
}

/** GET /api/shared/deals/{token}/pack.pdf: the same pack through a live share link. */
export async function sharedPack(ctx: AppContext, token: string, base = ''): Promise<Pack> {
  const { row, expiresAt } = await sharedRow(ctx, token);
  const view = await dealView(ctx, row, expiresAt);
  const links = [{ label: 'The shared deal', url: sharedDealUrl(token, base) }];
  const pdf = await dealPackPdf({
    view,
    mediaRoot: mediaRoot(ctx),
    generatedAt: new Date(),
    links,
  });
  return { pdf, fileName: packFileName(row.title) };
}

export interface Pack {
  pdf: Buffer;
  fileName: string;
}

/** A file name for the pack: the title's letters and digits. */
export function packFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `deal-pack-${slug || 'deal'}.pdf`;
}
