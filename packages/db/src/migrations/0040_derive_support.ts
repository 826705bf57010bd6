import { sql, type Kysely } from 'kysely';

/**
 * Support for the pipeline's derive step (packages/engine/src/derive/):
 * - `listings.derive_hash`: a fingerprint of the inputs a listing's derived figures were
 *   computed from, so an incremental derive finds the listings whose inputs changed;
 * - `listings.estimate_years`: how many years of sales the estimate range used (5, or 10
 *   when the evidence had to be widened), beside `ppsm_radius`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN derive_hash text`.execute(db);
  await sql`ALTER TABLE listings ADD COLUMN estimate_years smallint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS estimate_years`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS derive_hash`.execute(db);
}
