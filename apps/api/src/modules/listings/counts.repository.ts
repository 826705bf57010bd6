import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { ploRentLive } from '@yardstick/db/listing-states';
import {
  filterConditions,
  fromClause,
  isPloSource,
  whereClause,
  type ListingQuery,
} from './listing-query.ts';

/** The counts of every list of listings, built from listing-query.ts: Kysely only. */
type Db = Kysely<Database>;

/**
 * Rows a count estimate samples, per sampled table. Sale listings: about 1.4% error at 50%
 * selectivity, 14% at 1%. PLO pairs: each sampled pair also reads its sale listing by key (one
 * index probe per row, where a sampled listing is read in its block), so fewer are read; the
 * figure is the one the PLO lists were measured with (docs/methodology.md "PLO (issue 16)").
 */
export const SAMPLE_ROWS = { listings: 5_000, plo_pairs: 2_000 } as const;

/**
 * How many rows of the source match, counting no further than `cap`. PLO pairs (not a
 * favourites list) are counted on their sale listings: the sum of the matching sales' live
 * pairs (listings.plo_live_pairs, migration 0115, carried by the paired sales' index, so no
 * pair is read), over at most `cap` sales (each has one pair or more, so a sum that stops
 * there is at least `cap`).
 */
export async function countUpTo(db: Db, q: ListingQuery, cap: number): Promise<number> {
  if (q.source.kind === 'plo-pairs' && !q.source.viewerId) {
    const { rows } = await sql<{ n: number }>`
    SELECT least(coalesce(sum(c.n), 0), ${cap})::int AS n FROM (
      SELECT l.plo_live_pairs AS n FROM listings l ${whereClause(q)} LIMIT ${cap}
    ) c`.execute(db);
    return rows[0]?.n ?? 0;
  }
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 ${fromClause(q)} ${whereClause(q)} LIMIT ${cap}
    ) c`.execute(db);
  return rows[0]?.n ?? 0;
}

/** What an estimate samples: the table, and the FROM and conditions over the sample. */
function sampled(q: ListingQuery, percent: number) {
  const sample = sql`TABLESAMPLE SYSTEM (${percent}::float4) REPEATABLE (17)`;
  const conditions: RawBuilder<boolean>[] = filterConditions(q);
  if (isPloSource(q.source)) {
    conditions.push(sql<boolean>`${sql.raw(ploRentLive('pp'))}`);
    return {
      conditions,
      from: sql`FROM plo_pairs pp ${sample}
    JOIN listings l ON l.id = pp.sale_listing_id`,
    };
  }
  return { conditions, from: sql`FROM listings AS l ${sample}` };
}

/**
 * An estimate of how many rows of the source match (sale listings, or PLO pairs; not a
 * favourites list, which is counted exactly), from a block sample of the table the source
 * reads (PostgreSQL's TABLESAMPLE SYSTEM, with a fixed seed so that repeated calls agree): the
 * share of sampled rows that match, times the table's row count. About SAMPLE_ROWS rows are
 * read (their blocks at random), whatever the size of the table.
 */
export async function estimateCount(db: Db, q: ListingQuery): Promise<number> {
  const table = isPloSource(q.source) ? 'plo_pairs' : 'listings';
  const { rows: stats } = await sql<{ reltuples: number }>`
    SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass(${sql.lit(table)})`.execute(
    db,
  );
  const tuples = stats[0]?.reltuples ?? -1;
  const target = SAMPLE_ROWS[table];
  const percent = tuples > 0 ? Math.min(100, Math.max(0.01, (target / tuples) * 100)) : 100;
  const { conditions, from } = sampled(q, percent);
  const { rows } = await sql<{ matches: number; sampled: number }>`
    SELECT count(*) FILTER (WHERE ${sql.join(conditions, sql` AND `)})::int AS matches,
           count(*)::int AS sampled
    ${from}`.execute(db);
  const { matches = 0, sampled: n = 0 } = rows[0] ?? {};
  if (n === 0) return 0;
  const total = tuples > 0 ? tuples : (n * 100) / percent;
  return Math.round((matches / n) * total);
}
