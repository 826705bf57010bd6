import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { homeIdentity, type HomeIdentity } from '@yardstick/core/listings/home-identity';
import { matchIdentities } from '@yardstick/core/listings/home-match';

/**
 * The link run (docs/methodology.md "A home across relisting"): gives every listing written
 * since the last run its home (a `listing_homes` row, migration 0103), writes a `relisted` event when a home
 * comes back after its earlier listing ended, and marks a sale listing `sold` when a newer
 * Price Paid sale of its home is held, with a `sold` event carrying the price achieved.
 *
 * Candidates are found in SQL, set-based (the listings and Price Paid records at the
 * postcodes of the listings to link, by index); the rule (core's matchHome) runs in
 * JavaScript, once per pair inside a postcode. Idempotent: a listing is linked once (its
 * listing_homes row; a concurrent run's rows win), a sale is marked once (status 'sold'), so a second run over the same data writes
 * nothing.
 */

export interface LinkHomesOptions {
  /** Link only these listings (those of them not yet linked) and check only their homes' sales. */
  listingIds?: readonly number[];
}

export interface LinkHomesReport {
  /** Listings given a home in this run. */
  linked: number;
  /** Of them, listings that joined an earlier listing's home. */
  joined: number;
  relisted: number;
  sold: number;
  /** Whether every sale listing was checked against Price Paid (first run, or sales imported since). */
  fullSoldCheck: boolean;
  ms: number;
}

const STATE_KEY = 'homes.link';
/**
 * A sale completes weeks after its offer: a Price Paid sale dated sooner than this after the
 * listing was first listed was agreed before it (another transaction), not this listing's.
 */
export const MIN_DAYS_TO_COMPLETION = 28;
/** A withdrawn listing's home sold within this many days of its withdrawal counts as its sale. */
export const SOLD_AFTER_WITHDRAWAL_DAYS = 365;

interface ListingRow {
  id: number;
  home_id: number | null;
  transaction_type: 'sale' | 'rent';
  status: string;
  address: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
  postcode: string;
  property_type: string | null;
  bedrooms: number | null;
  listed_on: string | null;
  removed_on: string | null;
  list_price: number | null;
}

type Db = Kysely<Database>;

const idList = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Links the listings written since the last run (or `listingIds`), then marks sold homes. */
export async function linkHomes(db: Db, options: LinkHomesOptions = {}): Promise<LinkHomesReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const scoped = options.listingIds !== undefined;
  if (scoped && options.listingIds!.length === 0)
    return { linked: 0, joined: 0, relisted: 0, sold: 0, fullSoldCheck: false, ms: 0 };
  const scope = scoped ? sql`AND u.id = ANY(${idList(options.listingIds!)})` : sql``;
  const unlinked = sql`NOT EXISTS (SELECT 1 FROM listing_homes h WHERE h.listing_id = u.id)`;

  // One transaction: the caller's when it passes one (the ingest may link inside its own).
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (tx) => {
    // Listings without a postcode cannot be matched (methodology): each is its own home.
    const alone = await sql`INSERT INTO listing_homes (listing_id, home_id)
      SELECT u.id, u.id FROM listings u
      WHERE coalesce(u.postcode, '') = '' AND ${unlinked} ${scope}
      ON CONFLICT (listing_id) DO NOTHING`.execute(tx);
    const rows = (
      await sql<ListingRow>`
        SELECT l.id, h.home_id, l.transaction_type, l.status, l.address, l.paon, l.saon, l.street,
               l.postcode, l.property_type, l.bedrooms, to_char(l.listed_on, 'YYYY-MM-DD') AS listed_on,
               to_char(l.removed_on, 'YYYY-MM-DD') AS removed_on, l.list_price
        FROM listings l LEFT JOIN listing_homes h ON h.listing_id = l.id
        WHERE l.postcode IN (SELECT DISTINCT u.postcode FROM listings u
                             WHERE u.postcode <> '' AND ${unlinked} ${scope})
        ORDER BY l.postcode, l.id`.execute(tx)
    ).rows;

    const links: { id: number; home: number }[] = [];
    const relisted: { id: number; previous: ListingRow; row: ListingRow }[] = [];
    const wanted = scoped ? new Set(options.listingIds) : null;
    for (const group of groupBy(rows, (r) => r.postcode)) {
      const ids = new Map<number, HomeIdentity>();
      for (const r of group) ids.set(r.id, homeIdentity(r));
      for (const r of group) {
        if (r.home_id !== null || (wanted && !wanted.has(r.id))) continue;
        const homes = new Set<number>();
        for (const earlier of group) {
          if (earlier.id >= r.id) break;
          if (earlier.home_id === null) continue;
          const m = matchIdentities(ids.get(earlier.id)!, ids.get(r.id)!, {
            a: { propertyType: earlier.property_type, bedrooms: earlier.bedrooms },
            b: { propertyType: r.property_type, bedrooms: r.bedrooms },
          });
          if (m.match) homes.add(earlier.home_id);
        }
        // Matching listings of two different homes is ambiguous: no link.
        const home = homes.size === 1 ? [...homes][0]! : r.id;
        r.home_id = home;
        links.push({ id: r.id, home });
        if (home === r.id) continue;
        // The home's previous listing of the same kind (sale or rent): ended means relisted.
        const previous = group
          .filter(
            (g) => g.home_id === home && g.id < r.id && g.transaction_type === r.transaction_type,
          )
          .at(-1);
        if (previous && ended(previous)) relisted.push({ id: r.id, previous, row: r });
      }
    }
    // A listing a concurrent run linked first keeps that run's home (and its events).
    const written = new Set<number>();
    if (links.length > 0) {
      const { rows: inserted } = await sql<{ listing_id: number }>`
        INSERT INTO listing_homes (listing_id, home_id)
        SELECT * FROM unnest(${idList(links.map((l) => l.id))}, ${idList(links.map((l) => l.home))})
        ON CONFLICT (listing_id) DO NOTHING
        RETURNING listing_id`.execute(tx);
      for (const row of inserted) written.add(row.listing_id);
    }
    for (const r of relisted.filter((r) => written.has(r.id))) {
      await sql`INSERT INTO listing_events
          (listing_id, transaction_type, kind, occurred_at, old_price, new_price, old_status, new_status)
        VALUES (${r.id}, ${r.row.transaction_type}, 'relisted',
                coalesce(${r.row.listed_on}::date::timestamptz, now()),
                ${r.previous.list_price}, ${r.row.list_price}, ${r.previous.status}, ${r.row.status})`.execute(
        tx,
      );
    }

    const state = (
      await sql<{ at: string | null; imported: boolean }>`
        SELECT (SELECT value->>'at' FROM app_settings WHERE key = ${STATE_KEY}) AS at,
               EXISTS (SELECT 1 FROM imports i WHERE i.status = 'succeeded'
                        AND i.finished_at > coalesce((SELECT (value->>'at')::timestamptz
                                                     FROM app_settings WHERE key = ${STATE_KEY}),
                                                    '-infinity')) AS imported`.execute(tx)
    ).rows[0];
    const fullSoldCheck = !scoped && (!state?.at || state.imported);
    const soldIds = fullSoldCheck ? null : [...new Set(links.map((l) => l.home))];
    const sold = soldIds && soldIds.length === 0 ? 0 : await markSold(tx, soldIds);
    if (!scoped) {
      await sql`INSERT INTO app_settings (key, value) VALUES (${STATE_KEY}, ${JSON.stringify({ at: startedAt })}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(tx);
    }
    return {
      linked: written.size + Number(alone.numAffectedRows ?? 0n),
      joined: links.filter((l) => l.home !== l.id && written.has(l.id)).length,
      relisted: relisted.filter((r) => written.has(r.id)).length,
      sold,
      fullSoldCheck,
      ms: Math.round(performance.now() - started),
    };
  });
}

/** A listing that has left the market: withdrawn, or removed by its feed. */
function ended(r: ListingRow): boolean {
  return r.status === 'withdrawn' || r.removed_on !== null;
}

interface SoldCandidate extends ListingRow {
  tid: string;
  price: number;
  sale_date: string;
  s_saon: string | null;
  s_paon: string | null;
  s_street: string | null;
  s_type: string;
}

/**
 * Marks sold: each home's latest sale listing (not already sold) whose home has a Price Paid
 * sale dated at least MIN_DAYS_TO_COMPLETION days after it was first listed (and, when it was withdrawn, within a year of that):
 * status 'sold' and a `sold` event (the sale's date, the last asking price, the price
 * achieved). `homes` limits the check to those homes; null checks every sale listing.
 */
async function markSold(tx: Db, homes: readonly number[] | null): Promise<number> {
  const scope = homes ? sql`AND h.home_id = ANY(${idList(homes)})` : sql``;
  const candidates = (
    await sql<SoldCandidate>`
      WITH latest AS (
        SELECT DISTINCT ON (h.home_id) h.home_id, l.id, l.transaction_type, l.status, l.address,
               l.paon, l.saon, l.street, l.postcode, l.property_type, l.bedrooms, l.listed_on,
               l.removed_on, l.updated_on, l.list_price
        FROM listings l JOIN listing_homes h ON h.listing_id = l.id
        WHERE l.transaction_type = 'sale' AND l.postcode <> '' ${scope}
        ORDER BY h.home_id, l.id DESC
      )
      SELECT l.id, l.home_id, l.transaction_type, l.status, l.address, l.paon, l.saon, l.street,
             l.postcode, l.property_type, l.bedrooms, to_char(l.listed_on, 'YYYY-MM-DD') AS listed_on,
             to_char(l.removed_on, 'YYYY-MM-DD') AS removed_on, l.list_price,
             s.transaction_id::text AS tid, s.price, to_char(s.date_of_transfer, 'YYYY-MM-DD') AS sale_date,
             s.saon AS s_saon, s.paon AS s_paon, s.street AS s_street, s.property_type AS s_type
      FROM latest l
      JOIN sold_prices s ON s.postcode = l.postcode
      WHERE l.status <> 'sold' AND l.listed_on IS NOT NULL AND s.record_status <> 'D'
        AND s.date_of_transfer >= l.listed_on + ${sql.raw(String(MIN_DAYS_TO_COMPLETION))}
        AND (l.status <> 'withdrawn'
             OR s.date_of_transfer <= coalesce(l.removed_on, l.updated_on)::date + ${sql.raw(String(SOLD_AFTER_WITHDRAWAL_DAYS))})
      ORDER BY l.id, s.date_of_transfer, s.transaction_id`.execute(tx)
  ).rows;
  const sales: {
    id: number;
    date: string;
    price: number;
    asking: number | null;
    status: string;
  }[] = [];
  for (const group of groupBy(candidates, (c) => String(c.id))) {
    const listing = group[0]!;
    const home = homeIdentity(listing);
    const sale = group.find(
      (c) =>
        matchIdentities(
          home,
          homeIdentity({
            saon: c.s_saon,
            paon: c.s_paon,
            street: c.s_street,
            postcode: c.postcode,
          }),
          { a: { propertyType: listing.property_type }, b: { propertyType: c.s_type } },
        ).match,
    );
    if (sale)
      sales.push({
        id: listing.id,
        date: sale.sale_date,
        price: sale.price,
        asking: listing.list_price,
        status: listing.status,
      });
  }
  if (sales.length === 0) return 0;
  for (const s of sales) {
    await sql`INSERT INTO listing_events
        (listing_id, transaction_type, kind, occurred_at, old_price, new_price, old_status, new_status)
      VALUES (${s.id}, 'sale', 'sold', ${s.date}::date::timestamptz, ${s.asking}, ${s.price}, ${s.status}, 'sold')`.execute(
      tx,
    );
  }
  // The events above are the sold events: the trigger leaves this status change to them
  // (migration 0106), for this statement only.
  await sql`SELECT set_config('yardstick.sold_event_written', 'on', true)`.execute(tx);
  await sql`UPDATE listings SET status = 'sold' WHERE id = ANY(${idList(sales.map((s) => s.id))})`.execute(
    tx,
  );
  await sql`SELECT set_config('yardstick.sold_event_written', 'off', true)`.execute(tx);
  return sales.length;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let last: string | undefined;
  for (const row of rows) {
    const k = key(row);
    if (k !== last && current.length > 0) {
      groups.push(current);
      current = [];
    }
    last = k;
    current.push(row);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
