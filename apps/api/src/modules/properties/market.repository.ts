import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LatLng } from '@yardstick/core/search/filter';
import { isRentComparable } from '@yardstick/db/listing-kinds';
import { liveRentalSql } from '@yardstick/db/listing-states';
import type { Database, SoldPriceAddress } from '@yardstick/db/schema';
import { haversineSql, inBoxSql } from './geo-sql.ts';

/**
 * The market around a property: rental listings and recent Price Paid sales nearby.
 * Kysely only; rentals read the partial GiST index of migration 0070 (live rentals), recent
 * sales the (postcode_district, date_of_transfer DESC) index of the same migration.
 */
type Db = Kysely<Database>;

/** A postcode area ('RG') or district ('RG1') condition on listing `alias`. */
export function areaCodeCondition(alias: string, code: string): RawBuilder<boolean> {
  return /\d/.test(code)
    ? sql<boolean>`${sql.ref(`${alias}.district`)} = ${code}`
    : sql<boolean>`${sql.ref(`${alias}.area`)} = ${code}`;
}

export interface RentalRow {
  id: number;
  main_image: string | null;
  postcode: string | null;
  property_type: string | null;
  list_price: number | null;
  bedrooms: number | null;
  address: string | null;
  property_url: string | null;
  status: string;
  distance: number;
}

const rentComparable = sql.raw(isRentComparable('l'));

/**
 * Whole-home rentals (room, student and commercial lets left out, as the derive step's rent
 * evidence: the same fragment, @yardstick/db/listing-kinds) that are not
 * withdrawn, within `metres` of the point, nearest first, at most `limit`. The first
 * condition is the partial index's predicate, written the same way.
 */
export async function rentalsWithin(
  db: Db,
  point: LatLng,
  options: {
    metres: number;
    limit: number;
    bedrooms?: number | undefined;
    areaCode?: string;
    /** A rental left out (a PLO pair's own). */
    excludeId?: string | undefined;
  },
): Promise<RentalRow[]> {
  const extra: RawBuilder<boolean>[] = [];
  if (options.excludeId !== undefined)
    extra.push(sql<boolean>`l.id <> ${options.excludeId}::bigint`);
  if (options.bedrooms !== undefined) extra.push(sql<boolean>`l.bedrooms = ${options.bedrooms}`);
  if (options.areaCode) extra.push(areaCodeCondition('l', options.areaCode));
  const { rows } = await sql<RentalRow>`
    SELECT x.id, x.main_image, x.postcode, x.property_type, x.list_price, x.bedrooms, x.address,
           x.property_url, x.status, x.d AS distance
    FROM (
      SELECT l.id, l.main_image, l.postcode, l.property_type, l.list_price, l.bedrooms,
             l.address, l.property_url, l.status, ${haversineSql('l', point)} AS d
      FROM listings l
      WHERE ${liveRentalSql('l')}
        AND ${inBoxSql('l', point, options.metres)}
        AND ${rentComparable}
        ${extra.length ? sql`AND ${sql.join(extra, sql` AND `)}` : sql``}
    ) x
    WHERE x.d <= ${options.metres}::float8
    ORDER BY x.d, x.id
    LIMIT ${options.limit}`.execute(db);
  return rows;
}

export interface RecentSaleRow extends SoldPriceAddress {
  postcode: string;
  date_of_transfer: string;
  total_floor_area: number | null;
  inspection_date: string | null;
  current_energy_rating: string | null;
  distance: number;
}

/**
 * The newest sales of the postcode district within `metres` of the point (not deleted
 * records; of `propertyType` when given), with their matched EPC certificate. The sales are
 * chosen by an index-only scan of the district's sales newest first (the index of migration
 * 0070 carries the columns the conditions read), stopping at `limit`; only those rows are
 * then read from the table.
 */
export async function recentSales(
  db: Db,
  point: LatLng,
  options: { district: string; metres: number; limit: number; propertyType?: string | null },
): Promise<RecentSaleRow[]> {
  const type = options.propertyType ? sql`AND r.property_type = ${options.propertyType}` : sql``;
  const { rows } = await sql<RecentSaleRow>`
    SELECT s.postcode, s.saon, s.paon, s.street, s.locality, s.town, s.property_type, s.price,
           to_char(s.date_of_transfer, 'YYYY-MM-DD') AS date_of_transfer,
           coalesce(e.total_floor_area, nullif(s.total_floor_area, 0))::float8 AS total_floor_area,
           to_char(e.inspection_date, 'YYYY-MM-DD') AS inspection_date,
           e.current_energy_rating::text AS current_energy_rating,
           p.d AS distance
    FROM (
      SELECT r.transaction_id, r.date_of_transfer, ${haversineSql('r', point)} AS d
      FROM sold_prices r
      WHERE r.postcode_district = ${options.district} AND r.record_status <> 'D'
        AND r.lat IS NOT NULL AND r.lng IS NOT NULL
        AND ${haversineSql('r', point)} <= ${options.metres}::float8
        ${type}
      ORDER BY r.date_of_transfer DESC, r.transaction_id DESC
      LIMIT ${options.limit}
    ) p
    JOIN sold_prices s ON s.transaction_id = p.transaction_id
    LEFT JOIN epc_certificates e ON e.lmk_key = s.epc_lmk_key
    ORDER BY p.date_of_transfer DESC, p.transaction_id DESC`.execute(db);
  return rows;
}
