import { sql, type Kysely } from 'kysely';
import { viewableSql } from '@yardstick/db/listing-states';
import type { Database, FavouriteKind } from '@yardstick/db/schema';

/** The favourites table: Kysely only. */
type Db = Kysely<Database>;

export interface FavouriteKey {
  userId: string;
  kind: FavouriteKind;
  saleListingId: string;
  rentListingId: string | null;
}

/** Adds a favourite; undefined when the user already has it. */
export async function insertFavourite(db: Db, key: FavouriteKey): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO favourites (user_id, kind, sale_listing_id, rent_listing_id)
    VALUES (${key.userId}::uuid, ${key.kind}, ${key.saleListingId}::bigint,
            ${key.rentListingId}::bigint)
    ON CONFLICT (user_id, kind, sale_listing_id, coalesce(rent_listing_id, 0)) DO NOTHING
    RETURNING id`.execute(db);
  return rows[0]?.id;
}

export async function findFavourite(db: Db, key: FavouriteKey): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM favourites
    WHERE user_id = ${key.userId}::uuid AND kind = ${key.kind}
      AND sale_listing_id = ${key.saleListingId}::bigint
      AND coalesce(rent_listing_id, 0) = coalesce(${key.rentListingId}::bigint, 0)`.execute(db);
  return rows[0]?.id;
}

/** Deletes a favourite of this user; false when there is none with that id. */
export async function deleteFavourite(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('favourites')
    .where('id', '=', Number(id))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether a listing of that transaction type exists and may be viewed (not withdrawn). */
export async function listingAvailable(
  db: Db,
  id: string,
  transactionType: 'sale' | 'rent',
): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('id', '=', Number(id))
    .where('transaction_type', '=', transactionType)
    .where(viewableSql('listings'))
    .executeTakeFirst();
  return row !== undefined;
}
