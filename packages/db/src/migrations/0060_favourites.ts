import { sql, type Kysely } from 'kysely';

/**
 * Favourites (the watch list): a user's saved estimates (a sale listing, kind 'sale') and
 * PLO pairs (a sale listing and its rental, kind 'plo'). One row per user and property;
 * removed with the user or the listing.
 */
const statements = [
  `CREATE TABLE favourites (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('sale', 'plo')),
     sale_listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
     rent_listing_id bigint REFERENCES listings (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((kind = 'sale') = (rent_listing_id IS NULL))
   )`,
  `CREATE UNIQUE INDEX favourites_user_property_idx
     ON favourites (user_id, kind, sale_listing_id, coalesce(rent_listing_id, 0))`,
  `CREATE INDEX favourites_sale_listing_idx ON favourites (sale_listing_id)`,
  `CREATE INDEX favourites_rent_listing_idx ON favourites (rent_listing_id)
     WHERE rent_listing_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourites').ifExists().execute();
}
