import { dealUrl, listingUrl } from '@yardstick/core/app-links';
import path from 'node:path';
import type { AppContext } from '../../../context.ts';
import { dealView } from '../deal-pack.service.ts';
import * as repo from '../deals.repository.ts';
import { requireDeal } from '../deals.service.ts';
import { dealPackPdf } from './pack-pdf.ts';

/**
 * The deal pack's PDF, built once for its two doors: the owner's (GET
 * /api/deals/{id}/pack.pdf) and a live share link's (deal-share.service's sharedPack). The
 * content is dealView's, the same the shared page shows; the file is pack-pdf's.
 */

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

/**
 * The pack of a deal's row: its view (with the share link's expiry, if any) drawn as a PDF
 * with the links given (core/app-links, as clickable lines).
 */
export async function buildPack(
  ctx: AppContext,
  row: repo.DealRow,
  expiresAt: Date | null,
  links: { label: string; url: string }[],
): Promise<Pack> {
  const pdf = await dealPackPdf({
    view: await dealView(ctx, row, expiresAt),
    mediaRoot: path.join(ctx.config.DATA_DIR, 'media'),
    generatedAt: new Date(),
    links,
  });
  return { pdf, fileName: packFileName(row.title) };
}

/**
 * GET /api/deals/{id}/pack.pdf: the owner's pack, with links (under `base`, core/app-links
 * linkBase) to the deal and its listing in the app.
 */
export async function ownerPack(
  ctx: AppContext,
  userId: string,
  id: string,
  base = '',
): Promise<Pack> {
  const row = await requireDeal(ctx, userId, id);
  const share = await repo.shareOf(ctx.database.db, id);
  const listing = listingUrl(row.sale_listing_id, row.rent_listing_id, base);
  return buildPack(ctx, row, share?.expires_at ?? null, [
    { label: 'This deal in Yardstick', url: dealUrl(id, base) },
    ...(listing ? [{ label: 'The listing', url: listing }] : []),
  ]);
}
