import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AnalyseInput } from '@yardstick/core/analyse/analyse-schema';
import type { Database } from '@yardstick/db/schema';

/** The deals tables (migration 0114): Kysely only. Every read and write names the user. */
type Db = Kysely<Database>;

export interface DealRow {
  id: string;
  kind: 'listing' | 'plo' | 'analysis';
  sale_listing_id: string | null;
  rent_listing_id: string | null;
  analysis: AnalyseInput | null;
  title: string;
  stage: string;
  notes: string;
  reminder_on: string | null;
  property: unknown;
  figures: unknown;
  created_at: Date;
  updated_at: Date;
}

/** The tables of a deal's entries: its offers and its viewings. */
export type EntryTable = 'deal_offers' | 'deal_viewings';

export interface OfferRow {
  id: string;
  deal_id: string;
  amount: number;
  offered_on: string;
  outcome: string;
  note: string | null;
}

export interface ViewingRow {
  id: string;
  deal_id: string;
  viewed_on: string;
  viewing_time: string | null;
  note: string | null;
}

const DEAL_COLUMNS = sql`d.id::text AS id, d.kind, d.sale_listing_id::text AS sale_listing_id,
  d.rent_listing_id::text AS rent_listing_id, d.analysis, d.title, d.stage, d.notes,
  to_char(d.reminder_on, 'YYYY-MM-DD') AS reminder_on, d.property, d.figures, d.created_at,
  d.updated_at`;

export interface DealFilter {
  stage?: string | undefined;
  kind?: string | undefined;
  q?: string | undefined;
}

/** The user's deals, newest first, with the filters. */
export async function listDeals(db: Db, userId: string, filter: DealFilter): Promise<DealRow[]> {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await sql<DealRow>`
    SELECT ${DEAL_COLUMNS} FROM deals d
    WHERE d.user_id = ${userId}::uuid
      AND (${filter.stage ?? null}::text IS NULL OR d.stage = ${filter.stage ?? null})
      AND (${filter.kind ?? null}::text IS NULL OR d.kind = ${filter.kind ?? null})
      AND (${like}::text IS NULL OR d.title ILIKE ${like}
           OR coalesce(d.property->>'address', '') ILIKE ${like}
           OR coalesce(d.property->>'postcode', '') ILIKE ${like})
    ORDER BY d.updated_at DESC, d.id DESC`.execute(db);
  return rows;
}

/** One of the user's deals; undefined when it is not theirs or does not exist. */
export async function findDeal(db: Db, userId: string, id: string): Promise<DealRow | undefined> {
  const { rows } = await sql<DealRow>`
    SELECT ${DEAL_COLUMNS} FROM deals d
    WHERE d.id = ${id}::bigint AND d.user_id = ${userId}::uuid`.execute(db);
  return rows[0];
}

/** What a deal is about (one deal per property). */
export interface DealIdentityRow {
  id: string;
  kind: DealRow['kind'];
  sale_listing_id: string | null;
  rent_listing_id: string | null;
  postcode: string | null;
  address: string | null;
}

/** What each of the user's deals is about. */
export async function dealIdentities(db: Db, userId: string): Promise<DealIdentityRow[]> {
  const { rows } = await sql<DealIdentityRow>`
    SELECT id::text AS id, kind, sale_listing_id::text AS sale_listing_id,
           rent_listing_id::text AS rent_listing_id, property->>'postcode' AS postcode,
           property->>'address' AS address
    FROM deals WHERE user_id = ${userId}::uuid ORDER BY id`.execute(db);
  return rows;
}

export async function countDeals(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM deals WHERE user_id = ${userId}::uuid`.execute(db);
  return rows[0]?.n ?? 0;
}

export interface NewDeal {
  userId: string;
  kind: DealRow['kind'];
  saleListingId: string | null;
  rentListingId: string | null;
  analysis: AnalyseInput | null;
  title: string;
  stage: string;
  notes: string;
  property: unknown;
  figures: unknown;
}

export async function insertDeal(db: Db, deal: NewDeal): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO deals (user_id, kind, sale_listing_id, rent_listing_id, analysis, title, stage,
                       notes, property, figures)
    VALUES (${deal.userId}::uuid, ${deal.kind}, ${deal.saleListingId}::bigint,
            ${deal.rentListingId}::bigint, ${json(deal.analysis)}::jsonb, ${deal.title},
            ${deal.stage}, ${deal.notes}, ${json(deal.property)}::jsonb,
            ${json(deal.figures)}::jsonb)
    RETURNING id::text AS id`.execute(db);
  return rows[0]!.id;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The user's deal `id`: where an update or a delete of `deals` applies. */
const usersDeal = (userId: string, id: string) => (eb: ExpressionBuilder<Database, 'deals'>) =>
  eb.and([eb('id', '=', Number(id)), eb('user_id', '=', userId)]);

/** The entry `entryId` of the deal `dealId`: where an update or a delete of its offers or viewings applies. */
const dealsEntry =
  (dealId: string, entryId: string) => (eb: ExpressionBuilder<Database, EntryTable>) =>
    eb.and([eb('id', '=', Number(entryId)), eb('deal_id', '=', Number(dealId))]);

/** Whether an update or a delete changed a row. */
const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0;

export interface DealChanges {
  title?: string | undefined;
  stage?: string | undefined;
  notes?: string | undefined;
  reminderOn?: string | null | undefined;
}

/** Applies the changes to one of the user's deals; false when it is not theirs. */
export async function updateDeal(
  db: Db,
  userId: string,
  id: string,
  changes: DealChanges,
): Promise<boolean> {
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.stage !== undefined) set.stage = changes.stage;
  if (changes.notes !== undefined) set.notes = changes.notes;
  if (changes.reminderOn !== undefined) set.reminder_on = changes.reminderOn;
  return changed(
    await db.updateTable('deals').set(set).where(usersDeal(userId, id)).executeTakeFirst(),
  );
}

/** Marks the deal changed (an offer or a viewing was recorded). */
export async function touchDeal(db: Db, id: string): Promise<void> {
  await sql`UPDATE deals SET updated_at = now() WHERE id = ${id}::bigint`.execute(db);
}

export async function deleteDeal(db: Db, userId: string, id: string): Promise<boolean> {
  return changed(await db.deleteFrom('deals').where(usersDeal(userId, id)).executeTakeFirst());
}

export async function offersOf(db: Db, dealIds: string[]): Promise<OfferRow[]> {
  if (dealIds.length === 0) return [];
  const { rows } = await sql<OfferRow>`
    SELECT id::text AS id, deal_id::text AS deal_id, amount,
           to_char(offered_on, 'YYYY-MM-DD') AS offered_on, outcome, note
    FROM deal_offers WHERE deal_id = ANY(${dealIds.map(Number)}::bigint[])
    ORDER BY offered_on, id`.execute(db);
  return rows;
}

export async function viewingsOf(db: Db, dealIds: string[]): Promise<ViewingRow[]> {
  if (dealIds.length === 0) return [];
  const { rows } = await sql<ViewingRow>`
    SELECT id::text AS id, deal_id::text AS deal_id,
           to_char(viewed_on, 'YYYY-MM-DD') AS viewed_on, viewing_time, note
    FROM deal_viewings WHERE deal_id = ANY(${dealIds.map(Number)}::bigint[])
    ORDER BY viewed_on, viewing_time NULLS FIRST, id`.execute(db);
  return rows;
}

export async function countEntries(db: Db, table: EntryTable, dealId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE deal_id = ${dealId}::bigint`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

export async function insertOffer(
  db: Db,
  dealId: string,
  offer: { amount: number; offeredOn: string; outcome: string; note: string | null },
): Promise<void> {
  await db
    .insertInto('deal_offers')
    .values({
      deal_id: Number(dealId),
      amount: offer.amount,
      offered_on: offer.offeredOn,
      outcome: offer.outcome,
      note: offer.note,
    })
    .execute();
}

export async function updateOffer(
  db: Db,
  dealId: string,
  offerId: string,
  outcome: string,
): Promise<boolean> {
  return changed(
    await db
      .updateTable('deal_offers')
      .set({ outcome })
      .where(dealsEntry(dealId, offerId))
      .executeTakeFirst(),
  );
}

export async function deleteEntry(
  db: Db,
  table: EntryTable,
  dealId: string,
  entryId: string,
): Promise<boolean> {
  return changed(await db.deleteFrom(table).where(dealsEntry(dealId, entryId)).executeTakeFirst());
}

export async function insertViewing(
  db: Db,
  dealId: string,
  viewing: { viewedOn: string; time: string | null; note: string | null },
): Promise<void> {
  await db
    .insertInto('deal_viewings')
    .values({
      deal_id: Number(dealId),
      viewed_on: viewing.viewedOn,
      viewing_time: viewing.time,
      note: viewing.note,
    })
    .execute();
}

// ---- share links (decision 0023) ----

/** Replaces the deal's share link (one live link per deal). */
export async function upsertShare(
  db: Db,
  dealId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await sql`
    INSERT INTO deal_shares (deal_id, token_hash, expires_at)
    VALUES (${dealId}::bigint, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (deal_id) DO UPDATE
      SET token_hash = excluded.token_hash, expires_at = excluded.expires_at,
          created_at = now()`.execute(db);
}

export async function deleteShare(db: Db, dealId: string): Promise<boolean> {
  return changed(
    await db.deleteFrom('deal_shares').where('deal_id', '=', Number(dealId)).executeTakeFirst(),
  );
}

export async function shareOf(db: Db, dealId: string): Promise<{ expires_at: Date } | undefined> {
  return db
    .selectFrom('deal_shares')
    .select('expires_at')
    .where('deal_id', '=', Number(dealId))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The deal a live (unexpired) share token's hash opens, with its owner and the expiry. */
export async function dealOfShare(
  db: Db,
  tokenHash: string,
): Promise<{ deal_id: string; user_id: string; expires_at: Date } | undefined> {
  const { rows } = await sql<{ deal_id: string; user_id: string; expires_at: Date }>`
    SELECT s.deal_id::text AS deal_id, d.user_id::text AS user_id, s.expires_at
    FROM deal_shares s JOIN deals d ON d.id = s.deal_id
    WHERE s.token_hash = ${tokenHash} AND s.expires_at > now()`.execute(db);
  return rows[0];
}
