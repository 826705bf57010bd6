import { sql, type Kysely } from 'kysely';

/**
 * Deals (issue 29; docs/http-api.md#deals): what a user follows from first look to purchase.
 *
 * - `deals`: one user's deal on a sale listing (`listing`), a PLO pair (`plo`: the sale and
 *   its rental) or an analysed property (`analysis`: the inputs of POST /api/analyse in
 *   `analysis`). `property` and `figures` keep what the property was and its figures on the
 *   day the deal was added (the "then" beside today's); the listing ids are plain numbers, not
 *   foreign keys, so a deal outlives its listing.
 * - `deal_offers`, `deal_viewings`: dated entries of a deal, gone with it.
 * - `deal_shares`: a deal's read-only share link (decision 0023): only the SHA-256 (hex) of
 *   the token is kept, with its expiry; one live link per deal, revoking deletes the row.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS deals (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('listing', 'plo', 'analysis')),
     sale_listing_id bigint,
     rent_listing_id bigint,
     analysis jsonb,
     title text NOT NULL,
     stage text NOT NULL DEFAULT 'considering' CHECK (stage IN
       ('considering', 'viewing', 'offer-made', 'offer-accepted', 'purchased', 'lost')),
     notes text NOT NULL DEFAULT '',
     reminder_on date,
     property jsonb NOT NULL,
     figures jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK (kind <> 'listing' OR (sale_listing_id IS NOT NULL AND rent_listing_id IS NULL)),
     CHECK (kind <> 'plo' OR (sale_listing_id IS NOT NULL AND rent_listing_id IS NOT NULL)),
     CHECK (kind <> 'analysis' OR analysis IS NOT NULL)
   )`,
  `CREATE INDEX IF NOT EXISTS deals_user_idx ON deals (user_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS deal_offers (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
     amount integer NOT NULL CHECK (amount > 0),
     offered_on date NOT NULL,
     outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'accepted', 'rejected')),
     note text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS deal_offers_deal_idx ON deal_offers (deal_id)`,
  `CREATE TABLE IF NOT EXISTS deal_viewings (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     deal_id bigint NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
     viewed_on date NOT NULL,
     viewing_time text,
     note text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS deal_viewings_deal_idx ON deal_viewings (deal_id)`,
  `CREATE TABLE IF NOT EXISTS deal_shares (
     deal_id bigint PRIMARY KEY REFERENCES deals (id) ON DELETE CASCADE,
     token_hash text NOT NULL UNIQUE,
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS deal_shares, deal_viewings, deal_offers, deals`.execute(db);
}
