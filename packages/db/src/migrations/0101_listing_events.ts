import { sql, type Kysely } from 'kysely';

/**
 * `listing_events` (issue 27 "Changes recorded"): the append-only record of what happened to
 * each listing, which alerts, deals and a home's history read.
 *
 * PostgreSQL writes it, so every path that writes listings (file imports, the ingest API,
 * feeds, the demo build, a hand-written UPDATE) records its changes exactly once and none can
 * forget to:
 *
 * - `new`: a statement-level trigger on INSERT, reading the statement's transition table, so
 *   a bulk merge of a million rows adds one INSERT ... SELECT, not a million trigger calls;
 * - `price-change` (old and new price), `withdrawn` (status became 'withdrawn'),
 *   `back-on-market` (a withdrawn, sold STC, under offer, reserved or let agreed listing is
 *   available again) and `status-change` (any other status change): a row trigger fired only
 *   by an UPDATE that sets list_price or status and only when one of them differs (the WHEN
 *   clause runs without calling the function), so the derive step's updates of the derived
 *   columns never fire it.
 *
 * `listing_id` has no foreign key: a listing's history outlives its row. `sold` (a newer
 * Price Paid sale of the home) and `relisted` (a home's new listing after a gap) are written
 * by the code that knows them; the check lists every kind the product records.
 */
const statements = [
  `CREATE TABLE IF NOT EXISTS listing_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     listing_id integer NOT NULL,
     transaction_type text NOT NULL,
     kind text NOT NULL CHECK (kind IN
       ('new', 'price-change', 'status-change', 'back-on-market', 'withdrawn', 'relisted', 'sold')),
     occurred_at timestamptz NOT NULL DEFAULT now(),
     old_price integer,
     new_price integer,
     old_status text,
     new_status text
   )`,
  `CREATE INDEX IF NOT EXISTS listing_events_listing_idx ON listing_events (listing_id, id)`,
  `CREATE INDEX IF NOT EXISTS listing_events_occurred_idx ON listing_events (occurred_at, id)`,
  `CREATE OR REPLACE FUNCTION listing_events_new() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO listing_events (listing_id, transaction_type, kind, new_price, new_status)
     SELECT id, transaction_type, 'new', list_price, status FROM listing_events_inserted;
     RETURN NULL;
   END $$`,
  `DROP TRIGGER IF EXISTS listing_events_new ON listings`,
  `CREATE TRIGGER listing_events_new AFTER INSERT ON listings
     REFERENCING NEW TABLE AS listing_events_inserted
     FOR EACH STATEMENT EXECUTE FUNCTION listing_events_new()`,
  `CREATE OR REPLACE FUNCTION listing_events_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.list_price IS DISTINCT FROM NEW.list_price THEN
       INSERT INTO listing_events (listing_id, transaction_type, kind, old_price, new_price,
                                   old_status, new_status)
       VALUES (NEW.id, NEW.transaction_type, 'price-change', OLD.list_price, NEW.list_price,
               NEW.status, NEW.status);
     END IF;
     IF OLD.status IS DISTINCT FROM NEW.status THEN
       INSERT INTO listing_events (listing_id, transaction_type, kind, old_price, new_price,
                                   old_status, new_status)
       VALUES (NEW.id, NEW.transaction_type,
               CASE WHEN NEW.status = 'withdrawn' THEN 'withdrawn'
                    WHEN NEW.status = 'available'
                     AND OLD.status IN ('withdrawn', 'sold_stc', 'under_offer', 'reserved', 'let_agreed')
                      THEN 'back-on-market'
                    ELSE 'status-change' END,
               NEW.list_price, NEW.list_price, OLD.status, NEW.status);
     END IF;
     RETURN NULL;
   END $$`,
  `DROP TRIGGER IF EXISTS listing_events_change ON listings`,
  `CREATE TRIGGER listing_events_change AFTER UPDATE OF list_price, status ON listings
     FOR EACH ROW
     WHEN (OLD.list_price IS DISTINCT FROM NEW.list_price OR OLD.status IS DISTINCT FROM NEW.status)
     EXECUTE FUNCTION listing_events_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS listing_events_change ON listings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS listing_events_new ON listings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_events_change()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS listing_events_new()`.execute(db);
  await sql`DROP TABLE IF EXISTS listing_events`.execute(db);
}
