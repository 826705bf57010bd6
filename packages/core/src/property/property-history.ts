import { z } from 'zod';
import { rejectUnknown, requireParams, scalarParam } from '../search/query-params.ts';
import { parseListingId } from './params.ts';

/**
 * GET /api/property/history?propertyId= (issue 27 "A home's history across relisting";
 * docs/methodology.md "A home across relisting"): the events of the home of a listing across
 * all its listings of the same kind (sale or rent), oldest first, and a summary.
 */
export const propertyHistoryQuerySchema = rejectUnknown(
  z.object({ propertyId: scalarParam(parseListingId) }),
).superRefine(requireParams(['propertyId']));
export type PropertyHistoryQuery = z.output<typeof propertyHistoryQuerySchema>;

export const HOME_EVENT_KINDS = [
  'first-listed',
  'relisted',
  'price-change',
  'status-change',
  'back-on-market',
  'withdrawn',
  'sold',
] as const;
export type HomeEventKind = (typeof HOME_EVENT_KINDS)[number];

export const homeEventSchema = z
  .object({
    kind: z.enum(HOME_EVENT_KINDS),
    /** ISO date 'YYYY-MM-DD'. */
    date: z.string(),
    /** The listing the event belongs to. */
    listingId: z.string(),
    /** The price after the event (asking price; the price achieved for 'sold'). */
    price: z.number().nullable(),
    /** The price before it (the last asking price for 'sold'). */
    oldPrice: z.number().nullable(),
    oldStatus: z.string().nullable(),
    newStatus: z.string().nullable(),
    /** 'relisted': days since the earlier listing left the market; null when it had not. */
    gapDays: z.number().nullable(),
  })
  .meta({ id: 'HomeEvent' });
export type HomeEvent = z.infer<typeof homeEventSchema>;

export const pricePointSchema = z
  .object({ date: z.string(), price: z.number(), kind: z.enum(['asking', 'sold']) })
  .meta({ id: 'HomePricePoint' });
export type PricePoint = z.infer<typeof pricePointSchema>;

export const homeSoldSchema = z
  .object({
    date: z.string(),
    /** The price achieved (Price Paid). */
    price: z.number(),
    lastAskingPrice: z.number().nullable(),
    /** Price achieved minus last asking price, pounds (negative: sold below asking). */
    gap: z.number().nullable(),
    /** The gap as a percentage of the last asking price, one decimal. */
    gapPct: z.number().nullable(),
  })
  .meta({ id: 'HomeSold' });
export type HomeSold = z.infer<typeof homeSoldSchema>;

export const propertyHistorySchema = z
  .object({
    propertyId: z.string(),
    /** The home's id: its first listing's id (listing_homes.home_id). */
    homeId: z.string(),
    /** The home's listings of the same kind, oldest first. */
    listingIds: z.array(z.string()),
    events: z.array(homeEventSchema),
    summary: z.object({
      firstListed: z.string().nullable(),
      /**
       * Days from first listed to the end of the home's time on the market (sold, withdrawn
       * and not relisted since, else asOf); a relisting never resets it, a sale does.
       */
      daysOnMarket: z.number().nullable(),
      timesListed: z.number(),
      /** The date days on market run to when the home is still on the market. */
      asOf: z.string(),
      lastAskingPrice: z.number().nullable(),
      pricePath: z.array(pricePointSchema),
      sold: homeSoldSchema.nullable(),
    }),
  })
  .meta({ id: 'PropertyHistory' });
export type PropertyHistory = z.infer<typeof propertyHistorySchema>;

// ---- assembling a history from the database's rows (pure) ----

export interface HistoryListing {
  id: string;
  status: string;
  listedOn: string | null;
  removedOn: string | null;
  updatedOn: string | null;
  listPrice: number | null;
  firstListedPrice: number | null;
}

export interface HistoryEventRow {
  listingId: string;
  kind: string;
  /** ISO date. */
  date: string;
  oldPrice: number | null;
  newPrice: number | null;
  oldStatus: string | null;
  newStatus: string | null;
}

export interface HistoryPriceRow {
  listingId: string;
  price: number;
  date: string;
}

const DAY_MS = 86_400_000;
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );
}

const STATUS_KINDS = new Set(['status-change', 'back-on-market', 'withdrawn']);

/**
 * A home's events and summary from its listings (oldest first), their listing_events and
 * their feed-dated asking prices (listing_price_history). Each listing opens with
 * 'first-listed' (the home's first) or 'relisted' (with the gap since the earlier listing
 * left the market); its price changes come from the feed-dated prices and from the events
 * (one change recorded by both is shown once); a withdrawn listing without a withdrawn event
 * is withdrawn on its removal date. The status change a sale writes is shown as its 'sold'.
 */
export function buildHomeHistory(
  input: {
    propertyId: string;
    homeId: string;
    listings: readonly HistoryListing[];
    events: readonly HistoryEventRow[];
    prices: readonly HistoryPriceRow[];
  },
  asOf: string,
): PropertyHistory {
  const events: HomeEvent[] = [];
  const blank = { price: null, oldPrice: null, oldStatus: null, newStatus: null, gapDays: null };
  let previousEnd: string | null = null;
  let previousOpen = false;
  input.listings.forEach((listing, index) => {
    const own = input.events.filter((e) => e.listingId === listing.id);
    const prices = input.prices.filter((p) => p.listingId === listing.id);
    const created = own.find((e) => e.kind === 'new');
    const start = (listing.listedOn ?? created?.date ?? listing.updatedOn ?? asOf).slice(0, 10);
    const startPrice =
      prices[0]?.price ?? created?.newPrice ?? listing.firstListedPrice ?? listing.listPrice;
    const gapDays =
      index > 0 && previousEnd !== null && !previousOpen
        ? Math.max(0, daysBetween(previousEnd, start))
        : null;
    const listed: HomeEvent[] = [
      {
        ...blank,
        kind: index === 0 ? 'first-listed' : 'relisted',
        date: start,
        listingId: listing.id,
        price: startPrice,
        gapDays,
      },
    ];
    // Asking price changes: the feed's dated prices, then the events not already told.
    const changes: HomeEvent[] = [];
    for (let i = 1; i < prices.length; i++) {
      if (prices[i]!.price === prices[i - 1]!.price) continue;
      changes.push({
        ...blank,
        kind: 'price-change',
        date: prices[i]!.date.slice(0, 10),
        listingId: listing.id,
        price: prices[i]!.price,
        oldPrice: prices[i - 1]!.price,
      });
    }
    for (const e of own.filter((e) => e.kind === 'price-change')) {
      if (changes.some((c) => c.oldPrice === e.oldPrice && c.price === e.newPrice)) continue;
      changes.push({
        ...blank,
        kind: 'price-change',
        date: e.date.slice(0, 10),
        listingId: listing.id,
        price: e.newPrice,
        oldPrice: e.oldPrice,
      });
    }
    const sold = own.find((e) => e.kind === 'sold');
    const statuses: HomeEvent[] = own
      .filter((e) => STATUS_KINDS.has(e.kind) && !(sold && e.newStatus === 'sold'))
      .map((e) => ({
        ...blank,
        kind: e.kind as HomeEventKind,
        date: e.date.slice(0, 10),
        listingId: listing.id,
        price: e.newPrice,
        oldPrice: e.oldPrice,
        oldStatus: e.oldStatus,
        newStatus: e.newStatus,
      }));
    if (listing.status === 'withdrawn' && !statuses.some((s) => s.kind === 'withdrawn')) {
      statuses.push({
        ...blank,
        kind: 'withdrawn',
        date: (listing.removedOn ?? listing.updatedOn ?? start).slice(0, 10),
        listingId: listing.id,
        price: listing.listPrice,
        newStatus: 'withdrawn',
      });
    }
    if (sold) {
      statuses.push({
        ...blank,
        kind: 'sold',
        date: sold.date.slice(0, 10),
        listingId: listing.id,
        price: sold.newPrice,
        oldPrice: sold.oldPrice,
        oldStatus: sold.oldStatus,
        newStatus: 'sold',
      });
    }
    const mine = [
      ...listed,
      ...[...changes, ...statuses].sort((a, b) => a.date.localeCompare(b.date)),
    ];
    events.push(...mine);
    const withdrawn = [...statuses].reverse().find((s) => s.kind === 'withdrawn');
    previousEnd =
      sold?.date.slice(0, 10) ?? withdrawn?.date ?? listing.removedOn?.slice(0, 10) ?? null;
    previousOpen = previousEnd === null;
  });
  events.sort((a, b) => a.date.localeCompare(b.date));
  return {
    propertyId: input.propertyId,
    homeId: input.homeId,
    listingIds: input.listings.map((l) => l.id),
    events,
    summary: summarise(events, input.listings, asOf),
  };
}

function summarise(
  events: readonly HomeEvent[],
  listings: readonly HistoryListing[],
  asOf: string,
): PropertyHistory['summary'] {
  const pricePath: PricePoint[] = [];
  let lastAskingPrice: number | null = null;
  let sold: HomeSold | null = null;
  // A sale ends a home's time on the market; a listing after it starts a new one.
  let runStart: string | null = null;
  let runEnd: string | null = null;
  for (const e of events) {
    if (e.kind === 'first-listed' || e.kind === 'relisted') {
      if (runStart === null || sold !== null) {
        runStart = e.date;
        sold = null;
      }
      runEnd = null;
    }
    if (e.kind === 'withdrawn') runEnd = e.date;
    if (e.kind === 'back-on-market') runEnd = null;
    if (
      (e.kind === 'first-listed' || e.kind === 'relisted' || e.kind === 'price-change') &&
      e.price !== null
    ) {
      if (pricePath.at(-1)?.price !== e.price || pricePath.at(-1)?.kind === 'sold')
        pricePath.push({ date: e.date, price: e.price, kind: 'asking' });
      lastAskingPrice = e.price;
    }
    if (e.kind === 'sold' && e.price !== null) {
      const asking = e.oldPrice ?? lastAskingPrice;
      const gap = asking !== null ? e.price - asking : null;
      sold = {
        date: e.date,
        price: e.price,
        lastAskingPrice: asking,
        gap,
        gapPct: gap !== null && asking ? Math.round((gap / asking) * 1000) / 10 : null,
      };
      pricePath.push({ date: e.date, price: e.price, kind: 'sold' });
      runEnd = e.date;
    }
  }
  const end = sold?.date ?? runEnd ?? asOf;
  return {
    firstListed: events.find((e) => e.kind === 'first-listed')?.date ?? null,
    daysOnMarket: runStart !== null ? Math.max(0, daysBetween(runStart, end)) : null,
    timesListed: listings.length,
    asOf,
    lastAskingPrice,
    pricePath,
    sold,
  };
}
