import { sql, type Kysely } from 'kysely';

/**
 * `estimate_band_limits` (issue 15, docs/methodology.md "Estimated price", its confidence band): the High
 * confidence band's limit on the estimate's log error as the backtest measured it (the largest
 * error below which the held-out estimates reached the band's PE10), which the derive step
 * bands every estimate with; 0 when no set of estimates reached it (no High band). Without a
 * row the method's default limit applies.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS estimate_band_limits (
     band text PRIMARY KEY CHECK (band IN ('High')),
     sd_below float8 NOT NULL CHECK (sd_below >= 0),
     sales integer NOT NULL,
     pe10 float8,
     target_pe10 float8 NOT NULL,
     measured_at timestamptz NOT NULL DEFAULT now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
