import { sql, type Kysely } from 'kysely';

/**
 * A listing marked sold gets one `sold` event, not two (migration 0101's trigger, issue 27).
 *
 * The home link run (packages/engine/src/homes/link-homes.ts) knows the Price Paid sale that sold
 * a home and writes the `sold` event itself, dated the day of the sale, with the last asking
 * price and the price achieved; the status change it then makes fired the trigger's
 * `status-change` as well. The trigger now leaves that change to the caller when the
 * transaction says so (`yardstick.sold_event_written` = 'on', set with `set_config(..., true)`
 * for the one statement), and records any other change to 'sold' (an agent's feed marking a
 * listing sold) as a `sold` event, with no price achieved.
 */
const statements = [
  `CREATE OR REPLACE FUNCTION listing_events_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.list_price IS DISTINCT FROM NEW.list_price THEN
       INSERT INTO listing_events (listing_id, transaction_type, kind, old_price, new_price,
                                   old_status, new_status)
       VALUES (NEW.id, NEW.transaction_type, 'price-change', OLD.list_price, NEW.list_price,
               NEW.status, NEW.status);
     END IF;
     IF OLD.status IS DISTINCT FROM NEW.status
        AND NOT (NEW.status = 'sold'
                 AND coalesce(current_setting('yardstick.sold_event_written', true), '') = 'on') THEN
       INSERT INTO listing_events (listing_id, transaction_type, kind, old_price, new_price,
                                   old_status, new_status)
       VALUES (NEW.id, NEW.transaction_type,
               CASE WHEN NEW.status = 'withdrawn' THEN 'withdrawn'
                    WHEN NEW.status = 'sold' THEN 'sold'
                    WHEN NEW.status = 'available'
                     AND OLD.status IN ('withdrawn', 'sold_stc', 'under_offer', 'reserved', 'let_agreed')
                      THEN 'back-on-market'
                    ELSE 'status-change' END,
               NEW.list_price, NEW.list_price, OLD.status, NEW.status);
     END IF;
     RETURN NULL;
   END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
