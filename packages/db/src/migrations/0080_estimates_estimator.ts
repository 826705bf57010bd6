import { sql, type Kysely } from 'kysely';

/**
 * The sales estimate's evidence (issue 15, docs/methodology.md "Estimated price"):
 * - `listings.estimate_price`: the point estimate (rounded; the range is range1/range2_price);
 * - `local_price_index`: the repeat-sales index the derive step computes from the Price Paid
 *   sales held, monthly, by postcode area and district and type group (H houses, F flats), on
 *   the official index's scale where one was its prior, for the time adjustment and to be
 *   shown beside the official UK HPI;
 * - `estimate_calibration`: the backtest's measured error of each confidence band (quantiles
 *   of the log error in units of the estimate's own error, PE10, the range's hit rate), which
 *   the derive step sizes every range with; `estimate_error_scales`: the backtest's measured
 *   scale of the indexed last sale's and the comparables' errors, which the blend weighs with;
 * - `listing_estimates`: how each sale listing's estimate was made (the explanation on the
 *   details page): the indexed last sale, the comparables' value and counts, their weights.
 */
const statements = [
  `ALTER TABLE listings ADD COLUMN IF NOT EXISTS estimate_price integer`,
  `CREATE TABLE IF NOT EXISTS local_price_index (
     level text NOT NULL CHECK (level IN ('area', 'district')),
     code text NOT NULL,
     type_group char(1) NOT NULL CHECK (type_group IN ('H', 'F')),
     month date NOT NULL,
     index_value float8 NOT NULL,
     pairs integer NOT NULL,
     PRIMARY KEY (code, type_group, month))`,
  `CREATE TABLE IF NOT EXISTS estimate_calibration (
     band text PRIMARY KEY CHECK (band IN ('High', 'Medium', 'Low')),
     z_low float8 NOT NULL,
     z_high float8 NOT NULL,
     sales integer NOT NULL,
     pe10 float8,
     mdape float8,
     in_range float8,
     holdout_from text NOT NULL,
     holdout_to text NOT NULL,
     measured_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS estimate_error_scales (
     part text PRIMARY KEY CHECK (part IN ('anchor-recent', 'anchor-mid', 'anchor-old', 'comps')),
     scale float8 NOT NULL CHECK (scale > 0),
     sales integer NOT NULL,
     measured_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS listing_estimates (
     listing_id bigint PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
     valuation_month date,
     estimate_sd float8 NOT NULL,
     band text NOT NULL,
     calibrated boolean NOT NULL,
     z_low float8 NOT NULL,
     z_high float8 NOT NULL,
     anchor_date date,
     anchor_price integer,
     anchor_value integer,
     anchor_index text,
     anchor_sd float8,
     anchor_weight float8 NOT NULL,
     comps_value integer,
     comps_sd float8,
     comps_method text,
     comps_radius integer,
     comps_years smallint,
     comps_wide integer,
     comps_postcode float8,
     comps_building float8,
     floor_area float8,
     wide_share float8,
     comparables jsonb NOT NULL DEFAULT '[]')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
