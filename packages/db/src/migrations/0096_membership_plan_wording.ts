import { sql, type Kysely } from 'kysely';

/**
 * Plan wording (issue 25):
 * - every plan's frequency states its period ('1 month', '3 months', '1 year', '2 years'):
 *   the 'other' plans carried their own lowercase name ('agent', '£ 600 / agent');
 * - the PLO feature has the product's one name: a PLO item is a sale listing paired with the
 *   rental of the same property, not a lease option.
 * `down` gives the feature its old name back; the frequencies stay (they state the period).
 */
const OLD_PLO = 'Property lease options (PLO)';
const NEW_PLO = 'PLO: sales paired with their rentals';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE membership_plans SET
      frequency = CASE
        WHEN period_months = 12 THEN '1 year'
        WHEN period_months % 12 = 0 THEN (period_months / 12)::text || ' years'
        WHEN period_months = 1 THEN '1 month'
        ELSE period_months::text || ' months'
      END,
      updated_at = now()`.execute(db);
  await renameFeature(db, OLD_PLO, NEW_PLO);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameFeature(db, NEW_PLO, OLD_PLO);
}

async function renameFeature(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`UPDATE membership_plans SET
      features = jsonb_build_object('features', (
        SELECT jsonb_agg(
                 CASE WHEN f->>'name' = ${from}
                      THEN jsonb_set(f, '{name}', to_jsonb(${to}::text)) ELSE f END
                 ORDER BY n)
          FROM jsonb_array_elements(features->'features') WITH ORDINALITY AS e(f, n))),
      updated_at = now()
    WHERE features->'features' @> ${JSON.stringify([{ name: from }])}::jsonb`.execute(db);
}
