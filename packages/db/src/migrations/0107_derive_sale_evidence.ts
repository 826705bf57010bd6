import { sql, type Kysely } from 'kysely';

/**
 * The adjusted sales evidence kept between derive runs (issue 27, decision 0017 "Two passes"):
 * `derive_sale_evidence` holds each sale of the ten-year window brought to the valuation
 * month, with its recency weight, segment and location residuals (the derive's `ev_adj`,
 * packages/engine/src/derive/evidence.ts), and `derive_segment_effects` the segment effects
 * computed over the whole window (`ev_seg`). A run that builds the whole window stores them;
 * an incremental run at the same reference dates (the derive of what a push changed) reads
 * them instead of rebuilding them from `sold_prices`, which took about 33 s of its first pass
 * at 1,000,000 listings. The app setting `derive.evidence` names the window they were built
 * for; they are derived data, rebuilt by any full derive. The derive alone reads and writes
 * them, under its advisory lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS derive_sale_evidence (
    tid uuid PRIMARY KEY,
    sector text,
    lat float8,
    lng float8,
    ptype char(1),
    tgroup char(1),
    sale_date date,
    bedrooms smallint,
    price integer,
    factor float8,
    adj_price float8,
    adj_ppsm float8,
    prop_key text,
    postcode text,
    bkey text,
    w float8,
    index_kind text,
    skey text,
    seg text,
    yn float8,
    yns float8,
    res_c float8,
    res_s float8,
    listing_id integer
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS derive_sale_evidence_sector_idx
    ON derive_sale_evidence (sector)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS derive_sale_evidence_point_idx
    ON derive_sale_evidence USING gist (point(lng, lat))`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS derive_sale_evidence_postcode_idx
    ON derive_sale_evidence (postcode)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS derive_sale_evidence_listing_idx
    ON derive_sale_evidence (listing_id) WHERE listing_id IS NOT NULL`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS derive_segment_effects (
    ptype char(1) NOT NULL,
    seg text NOT NULL,
    d float8,
    PRIMARY KEY (ptype, seg)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS derive_sale_evidence, derive_segment_effects`.execute(db);
  await sql`DELETE FROM app_settings WHERE key = 'derive.evidence'`.execute(db);
}
