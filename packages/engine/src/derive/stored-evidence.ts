import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';

/**
 * The adjusted sales evidence kept between runs (migration 0107, decision 0017 "Two passes").
 *
 * A run that builds `ev_adj` over the whole sales window (every full run, and an incremental
 * one with too many sale targets to read only the sales near them) stores it, with the
 * segment effects `ev_seg`, in `derive_sale_evidence` and `derive_segment_effects`, and names
 * the window in the app setting `derive.evidence`. An incremental run whose window is the
 * stored one (the derive after a push keeps the last run's reference dates) then reads the
 * stored evidence through two temporary views of the same names instead of rebuilding it from
 * `sold_prices`: the same rows, so the same figures as a full derive's.
 *
 * Stored rows depend on the sales, postcodes, HPI and certificates (whose import makes the
 * next run full, which rebuilds them) and, for a sale matched to a sale listing, on that
 * listing's bedrooms: an incremental run first brings those up to date for its targets.
 */
export interface EvidenceWindow {
  /** DERIVE_VERSION of the run that built it. */
  version: number;
  /** Sales on or after this date. */
  from: string;
  /** Sales strictly before this date (the recency weights count back from it). */
  before: string;
  /** The month prices are brought to. */
  targetMonth: string | null;
}

const KEY = 'derive.evidence';

const sameWindow = (a: EvidenceWindow, b: EvidenceWindow) =>
  a.version === b.version &&
  a.from === b.from &&
  a.before === b.before &&
  a.targetMonth === b.targetMonth;

/** The temporary relation `name`'s kind ('r' table, 'v' view), or null when there is none. */
async function tempKind(s: DeriveSession, name: string): Promise<string | null> {
  const row = await s.one(sql<{ kind: string }>`
    SELECT c.relkind::text AS kind FROM pg_class c
    WHERE c.relname = ${name} AND c.relnamespace = pg_my_temp_schema()`);
  return row?.kind ?? null;
}

/**
 * Drops the views `ev_adj` and `ev_seg` an earlier run of this session left (a session's
 * temporary objects outlive a run), so that the evidence can be built as tables again.
 */
export async function dropStoredEvidenceViews(s: DeriveSession): Promise<void> {
  for (const name of ['ev_adj', 'ev_seg']) {
    if ((await tempKind(s, name)) === 'v') await s.exec(sql`DROP VIEW ${sql.raw(name)}`);
  }
}

/** Whether `ev_adj` is the stored evidence (a view, already indexed) rather than a table. */
export async function evidenceIsStored(s: DeriveSession): Promise<boolean> {
  return (await tempKind(s, 'ev_adj')) === 'v';
}

/** Replaces the stored evidence with `ev_adj` and `ev_seg`, built for `window`. */
export async function storeEvidence(s: DeriveSession, window: EvidenceWindow): Promise<number> {
  // The window's name goes first and comes back last: a run that stops half way leaves none,
  // and the next incremental run builds its own.
  await s.exec(sql`DELETE FROM app_settings WHERE key = ${KEY}`);
  await s.exec(sql`TRUNCATE derive_sale_evidence, derive_segment_effects`);
  const stored = await s.exec(sql`
    INSERT INTO derive_sale_evidence
      (tid, sector, lat, lng, ptype, tgroup, sale_date, bedrooms, price, factor, adj_price,
       adj_ppsm, prop_key, postcode, bkey, w, index_kind, skey, seg, yn, yns, res_c, res_s,
       listing_id)
    SELECT tid, sector, lat, lng, ptype, tgroup, sale_date, bedrooms, price, factor, adj_price,
           adj_ppsm, prop_key, postcode, bkey, w, index_kind, skey, seg, yn, yns, res_c, res_s,
           listing_id
    FROM ev_adj`);
  await s.exec(sql`
    INSERT INTO derive_segment_effects (ptype, seg, d) SELECT ptype, seg, d FROM ev_seg`);
  await s.exec(sql`ANALYZE derive_sale_evidence, derive_segment_effects`);
  await s.exec(sql`
    INSERT INTO app_settings (key, value) VALUES (${KEY}, ${JSON.stringify(window)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
  return stored.affected;
}

/**
 * When the stored evidence was built for `window`, makes `ev_adj` and `ev_seg` views of it
 * (after bringing the bedrooms of the sales matched to the run's target listings up to date)
 * and answers its row count; else answers null and leaves the evidence to be built.
 */
export async function useStoredEvidence(
  s: DeriveSession,
  window: EvidenceWindow,
): Promise<number | null> {
  const row = await s.one(sql<{ value: EvidenceWindow }>`
    SELECT value FROM app_settings WHERE key = ${KEY}`);
  if (!row || !sameWindow(row.value, window)) return null;
  await s.exec(sql`
    UPDATE derive_sale_evidence e SET bedrooms = l.bedrooms
    FROM listings l
    WHERE e.listing_id IN (SELECT id FROM d_target) AND l.id = e.listing_id
      AND e.bedrooms IS DISTINCT FROM l.bedrooms`);
  await dropStoredEvidenceViews(s);
  await s.exec(sql`DROP TABLE IF EXISTS ev_adj, ev_seg`);
  await s.exec(sql`CREATE TEMP VIEW ev_adj AS SELECT * FROM derive_sale_evidence`);
  await s.exec(sql`CREATE TEMP VIEW ev_seg AS SELECT * FROM derive_segment_effects`);
  return s.count('derive_sale_evidence');
}
