import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  sameDealProperty,
  type CreateDealBody,
  type Deal,
  type DealFigures,
  type DealOffer,
  type DealProperty,
  type DealStage,
  type DealSummary,
  type DealViewing,
  type DealsQuery,
  type OfferBody,
  type OfferOutcome,
  type UpdateDealBody,
  type ViewingBody,
} from '@yardstick/core/deals/deals';
import type { AnalyseInput } from '@yardstick/core/analyse/analyse-schema';
import type { HomeEvent } from '@yardstick/core/property/property-history';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { propertyHistory } from '../properties/properties.public.ts';
import {
  analysisSnapshot,
  listingSnapshot,
  orGone,
  ploSnapshot,
  type CurrentSnapshot,
  type Snapshot,
} from './deal-figures.ts';
import * as repo from './deals.repository.ts';

/**
 * Deals (docs/http-api.md#deals). The user is always the session's; a deal, its offers,
 * viewings and share link can only be seen or changed by its owner (anyone else gets 404, as
 * if it did not exist). Writes and the reads that follow them use the primary.
 */

const offerOf = (r: repo.OfferRow): DealOffer => ({
  id: r.id,
  amount: r.amount,
  offeredOn: r.offered_on,
  outcome: r.outcome as OfferOutcome,
  note: r.note,
});
const viewingOf = (r: repo.ViewingRow): DealViewing => ({
  id: r.id,
  viewedOn: r.viewed_on,
  time: r.viewing_time,
  note: r.note,
});

function summaryOf(
  row: repo.DealRow,
  offers: repo.OfferRow[],
  viewings: repo.ViewingRow[],
  today: string,
): DealSummary {
  const figures = row.figures as DealFigures;
  const last = offers.at(-1);
  const next = viewings.find((v) => v.viewed_on >= today);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    stage: row.stage as DealStage,
    propertyId: row.sale_listing_id,
    rentPropertyId: row.rent_listing_id,
    property: row.property as DealProperty,
    listPrice: figures.listPrice,
    reminderOn: row.reminder_on,
    lastOffer: last ? offerOf(last) : null,
    nextViewing: next ? next.viewed_on : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

function groupBy<T extends { deal_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.deal_id, [...(map.get(r.deal_id) ?? []), r]);
  return map;
}

export async function listDeals(
  ctx: AppContext,
  userId: string,
  query: DealsQuery,
): Promise<{ deals: DealSummary[] }> {
  const db = ctx.database.db;
  const rows = await repo.listDeals(db, userId, query);
  const ids = rows.map((r) => r.id);
  const [offers, viewings] = await Promise.all([repo.offersOf(db, ids), repo.viewingsOf(db, ids)]);
  const offersBy = groupBy(offers);
  const viewingsBy = groupBy(viewings);
  const today = todayIso();
  return {
    deals: rows.map((r) =>
      summaryOf(r, offersBy.get(r.id) ?? [], viewingsBy.get(r.id) ?? [], today),
    ),
  };
}

/** The snapshot a new deal keeps, and what it is about. */
async function snapshotFor(
  ctx: AppContext,
  body: CreateDealBody,
): Promise<{
  kind: repo.DealRow['kind'];
  saleId: string | null;
  rentId: string | null;
  snapshot: Snapshot;
  /** The analysis's inputs as it read them (the postcode in its canonical form). */
  analysis: AnalyseInput | null;
}> {
  if (body.propertyId !== undefined) {
    const found = await listingSnapshot(ctx, body.propertyId);
    if (!found) throw notFound(DEAL_MESSAGES.propertyGone);
    return {
      kind: 'listing',
      saleId: body.propertyId,
      rentId: null,
      snapshot: found,
      analysis: null,
    };
  }
  if (body.salePropertyId !== undefined) {
    const found = await ploSnapshot(ctx, body.salePropertyId, body.rentPropertyId!);
    if (!found) throw notFound(DEAL_MESSAGES.propertyGone);
    return {
      kind: 'plo',
      saleId: body.salePropertyId,
      rentId: body.rentPropertyId!,
      snapshot: found,
      analysis: null,
    };
  }
  const found = await analysisSnapshot(ctx, body.analysis!);
  if (!found) throw notFound('No data is held for this postcode');
  // The analysis of a listed property is the listing's: its events are the deal's too.
  return {
    kind: 'analysis',
    saleId: found.analysis.listingId,
    rentId: null,
    snapshot: found,
    analysis: found.analysis.input,
  };
}

export async function createDeal(
  ctx: AppContext,
  userId: string,
  body: CreateDealBody,
): Promise<Deal> {
  const db = ctx.database.db;
  if ((await repo.countDeals(db, userId)) >= DEAL_LIMITS.deals) {
    throw conflict(DEAL_MESSAGES.tooMany);
  }
  const { kind, saleId, rentId, snapshot, analysis } = await snapshotFor(ctx, body);
  if (body.duplicate !== true) {
    const identity = {
      kind,
      propertyId: saleId,
      rentPropertyId: rentId,
      postcode: snapshot.property.postcode,
      address: snapshot.property.address,
    };
    const existing = (await repo.dealIdentities(db, userId)).find((d) =>
      sameDealProperty(identity, {
        kind: d.kind,
        propertyId: d.sale_listing_id,
        rentPropertyId: d.rent_listing_id,
        postcode: d.postcode,
        address: d.address,
      }),
    );
    if (existing) throw new AppError('DEAL_EXISTS');
  }
  const title =
    body.title ??
    snapshot.property.address ??
    (kind === 'analysis' ? `Analysed property, ${snapshot.property.postcode}` : null) ??
    snapshot.property.postcode ??
    'Untitled deal';
  const id = await repo.insertDeal(db, {
    userId,
    kind,
    saleListingId: saleId,
    rentListingId: rentId,
    analysis,
    title: title.slice(0, DEAL_LIMITS.title),
    stage: body.stage ?? 'considering',
    notes: body.notes ?? '',
    property: snapshot.property,
    figures: snapshot.figures,
  });
  return getDeal(ctx, userId, id, snapshot);
}

/** The deal's row, 404 when it is not this user's. */
export async function requireDeal(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<repo.DealRow> {
  const row = await repo.findDeal(ctx.database.db, userId, id);
  if (!row) throw notFound(DEAL_MESSAGES.notFound);
  return row;
}

/** Today's figures of the deal's listing or pair; null when it is not shown any more. */
export async function currentSnapshot(
  ctx: AppContext,
  row: repo.DealRow,
): Promise<CurrentSnapshot | undefined> {
  if (row.kind === 'listing') return listingSnapshot(ctx, row.sale_listing_id!);
  if (row.kind === 'plo') return ploSnapshot(ctx, row.sale_listing_id!, row.rent_listing_id!);
  return row.analysis ? analysisSnapshot(ctx, row.analysis) : undefined;
}

/** The listing's events from the home's history (none for an analysis, or an unknown home). */
export async function eventsOf(ctx: AppContext, row: repo.DealRow): Promise<HomeEvent[]> {
  if (row.sale_listing_id === null) return [];
  const history = await orGone(propertyHistory(ctx, { propertyId: row.sale_listing_id }));
  return history?.events ?? [];
}

export async function getDeal(
  ctx: AppContext,
  userId: string,
  id: string,
  current?: Snapshot,
): Promise<Deal> {
  const db = ctx.database.db;
  const row = await requireDeal(ctx, userId, id);
  const [offers, viewings, now, events, share] = await Promise.all([
    repo.offersOf(db, [id]),
    repo.viewingsOf(db, [id]),
    current ? Promise.resolve(current) : currentSnapshot(ctx, row),
    eventsOf(ctx, row),
    repo.shareOf(db, id),
  ]);
  return {
    ...summaryOf(row, offers, viewings, todayIso()),
    notes: row.notes,
    offers: offers.map(offerOf),
    viewings: viewings.map(viewingOf),
    then: row.figures as DealFigures,
    now: now?.figures ?? null,
    events,
    analysis: row.analysis,
    share: share ? { expiresAt: share.expires_at.toISOString() } : null,
  };
}

export async function updateDeal(
  ctx: AppContext,
  userId: string,
  id: string,
  body: UpdateDealBody,
): Promise<Deal> {
  const updated = await repo.updateDeal(ctx.database.db, userId, id, body);
  if (!updated) throw notFound(DEAL_MESSAGES.notFound);
  return getDeal(ctx, userId, id);
}

export async function deleteDeal(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteDeal(ctx.database.db, userId, id))) {
    throw notFound(DEAL_MESSAGES.notFound);
  }
}

async function requireRoom(ctx: AppContext, table: repo.EntryTable, dealId: string): Promise<void> {
  if ((await repo.countEntries(ctx.database.db, table, dealId)) >= DEAL_LIMITS.entries) {
    throw conflict(DEAL_MESSAGES.tooManyEntries);
  }
}

/**
 * A change to one of the user's deals' offers or viewings: the deal must be theirs; after
 * the write the deal is marked changed and answered as it is now.
 */
async function changeEntries(
  ctx: AppContext,
  userId: string,
  id: string,
  write: (db: AppContext['database']['db']) => Promise<void>,
): Promise<Deal> {
  await requireDeal(ctx, userId, id);
  await write(ctx.database.db);
  await repo.touchDeal(ctx.database.db, id);
  return getDeal(ctx, userId, id);
}

/** Records an offer or a viewing on the user's deal, while the deal has room for it. */
function addEntry(
  ctx: AppContext,
  userId: string,
  id: string,
  table: repo.EntryTable,
  insert: (db: AppContext['database']['db']) => Promise<void>,
): Promise<Deal> {
  return changeEntries(ctx, userId, id, async (db) => {
    await requireRoom(ctx, table, id);
    await insert(db);
  });
}

export const addOffer = (ctx: AppContext, userId: string, id: string, body: OfferBody) =>
  addEntry(ctx, userId, id, 'deal_offers', (db) =>
    repo.insertOffer(db, id, {
      amount: body.amount,
      offeredOn: body.offeredOn,
      outcome: body.outcome ?? 'pending',
      note: body.note ?? null,
    }),
  );

export function setOfferOutcome(
  ctx: AppContext,
  userId: string,
  id: string,
  offerId: string,
  outcome: OfferOutcome,
): Promise<Deal> {
  return changeEntries(ctx, userId, id, async (db) => {
    if (!(await repo.updateOffer(db, id, offerId, outcome))) throw notFound('Offer not found');
  });
}

export function removeEntry(
  ctx: AppContext,
  userId: string,
  id: string,
  table: repo.EntryTable,
  entryId: string,
): Promise<Deal> {
  return changeEntries(ctx, userId, id, async (db) => {
    if (!(await repo.deleteEntry(db, table, id, entryId))) {
      throw notFound(table === 'deal_offers' ? 'Offer not found' : 'Viewing not found');
    }
  });
}

export const addViewing = (ctx: AppContext, userId: string, id: string, body: ViewingBody) =>
  addEntry(ctx, userId, id, 'deal_viewings', (db) =>
    repo.insertViewing(db, id, {
      viewedOn: body.viewedOn,
      time: body.time ?? null,
      note: body.note ?? null,
    }),
  );
