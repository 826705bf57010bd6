import { sql, type Kysely } from 'kysely';

/**
 * The PLO pages' reads (docs/methodology.md "The PLO item's figures"): the area median rent of
 * a district and bedroom count reads the rentals of that district and bedroom count listed in
 * the 12 months to the latest rental's listing date. One partial index serves both: rentals by
 * (district, bedrooms, listed_on), and the latest listing date of all rentals (listed_on alone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS listings_rent_district_beds_idx
    ON listings (district, bedrooms, listed_on) WHERE transaction_type = 'rent'`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listings_rent_listed_on_idx
    ON listings (listed_on) WHERE transaction_type = 'rent'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_rent_listed_on_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_rent_district_beds_idx`.execute(db);
}
