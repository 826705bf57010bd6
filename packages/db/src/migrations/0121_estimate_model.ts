import { sql, type Kysely } from 'kysely';

/**
 * `estimate_model` (issue 39): the learned correction of the estimate (docs/methodology.md,
 * "The learned correction"), trained by the backtest on the database's own held-out sales
 * (each valued from earlier sales only) and applied by the derive step. One row or none: none
 * means too few sales to learn from, and the estimator stands alone.
 * `listing_estimates.model_delta`: the correction applied to a listing's log estimate (null:
 * the estimator alone), for the details page's explanation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS estimate_model (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      model jsonb NOT NULL,
      sales integer NOT NULL,
      trained_from text NOT NULL,
      trained_to text NOT NULL,
      trained_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE listing_estimates ADD COLUMN IF NOT EXISTS model_delta float8`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listing_estimates DROP COLUMN IF EXISTS model_delta`.execute(db);
  await sql`DROP TABLE IF EXISTS estimate_model`.execute(db);
}
