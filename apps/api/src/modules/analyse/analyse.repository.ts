import { sql, type Kysely } from 'kysely';
import { viewableSaleSql } from '@yardstick/db/listing-states';
import type { Database } from '@yardstick/db/schema';

/**
 * The analyse module's SQL (docs/http-api.md#analyse): the addresses known for a postcode
 * (sale listings, Price Paid sales, EPC certificates) and the parts of a picked one.
 */

export interface ListingAddressRow {
  id: string;
  address: string | null;
  saon: string | null;
  paon: string | null;
  street: string | null;
  property_type: string | null;
  bedrooms: number | null;
  total_floor_area: number | null;
  tenure: string | null;
  list_price: number | null;
  listed_on: string | null;
}

/** Sale listings at the postcode (not withdrawn), newest first. */
export async function listingAddresses(
  db: Kysely<Database>,
  postcode: string,
): Promise<ListingAddressRow[]> {
  const { rows } = await sql<ListingAddressRow>`
    SELECT id::text AS id, address, saon, paon, street, property_type, bedrooms,
           total_floor_area::float8 AS total_floor_area, tenure, list_price,
           to_char(listed_on, 'YYYY-MM-DD') AS listed_on
    FROM listings l
    WHERE postcode = ${postcode} AND ${viewableSaleSql('l')}
    ORDER BY listed_on DESC NULLS LAST, id DESC
    LIMIT 200`.execute(db);
  return rows;
}

export interface SaleAddressRow {
  transaction_id: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  property_type: string;
  duration: string;
  price: number;
  date_of_transfer: string;
  total_floor_area: number | null;
}

/** Each property's latest Price Paid sale at the postcode, newest first. */
export async function saleAddresses(
  db: Kysely<Database>,
  postcode: string,
): Promise<SaleAddressRow[]> {
  const { rows } = await sql<SaleAddressRow>`
    SELECT * FROM (
      SELECT DISTINCT ON (coalesce(saon, ''), coalesce(paon, ''), coalesce(street, ''))
             transaction_id::text AS transaction_id, saon, paon, street, locality, town,
             property_type, duration, price,
             to_char(date_of_transfer, 'YYYY-MM-DD') AS date_of_transfer,
             total_floor_area::float8 AS total_floor_area
      FROM sold_prices
      WHERE postcode = ${postcode} AND record_status <> 'D'
      ORDER BY coalesce(saon, ''), coalesce(paon, ''), coalesce(street, ''),
               date_of_transfer DESC) s
    ORDER BY date_of_transfer DESC
    LIMIT 200`.execute(db);
  return rows;
}

export interface EpcAddressRow {
  lmk_key: string;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  property_type: string | null;
  built_form: string | null;
  total_floor_area: number | null;
  tenure: string | null;
  lodged: string | null;
}

/** Each address's latest EPC certificate at the postcode, newest first. */
export async function epcAddresses(
  db: Kysely<Database>,
  postcode: string,
): Promise<EpcAddressRow[]> {
  const { rows } = await sql<EpcAddressRow>`
    SELECT * FROM (
      SELECT DISTINCT ON (lower(concat_ws(' ', address1, address2, address3)))
             lmk_key, address1, address2, address3, property_type, built_form,
             total_floor_area::float8 AS total_floor_area, tenure,
             to_char(coalesce(lodgement_date, inspection_date), 'YYYY-MM-DD') AS lodged
      FROM epc_certificates
      WHERE postcode = ${postcode}
      ORDER BY lower(concat_ws(' ', address1, address2, address3)),
               coalesce(lodgement_date, inspection_date) DESC NULLS LAST, lmk_key) e
    ORDER BY lodged DESC NULLS LAST
    LIMIT 200`.execute(db);
  return rows;
}

export async function saleByTransaction(
  db: Kysely<Database>,
  transactionId: string,
): Promise<SaleAddressRow | undefined> {
  const { rows } = await sql<SaleAddressRow>`
    SELECT transaction_id::text AS transaction_id, saon, paon, street, locality, town,
           property_type, duration, price,
           to_char(date_of_transfer, 'YYYY-MM-DD') AS date_of_transfer,
           total_floor_area::float8 AS total_floor_area
    FROM sold_prices WHERE transaction_id = ${transactionId}::uuid LIMIT 1`.execute(db);
  return rows[0];
}

export async function epcByKey(
  db: Kysely<Database>,
  lmkKey: string,
): Promise<EpcAddressRow | undefined> {
  const { rows } = await sql<EpcAddressRow>`
    SELECT lmk_key, address1, address2, address3, property_type, built_form,
           total_floor_area::float8 AS total_floor_area, tenure,
           to_char(coalesce(lodgement_date, inspection_date), 'YYYY-MM-DD') AS lodged
    FROM epc_certificates WHERE lmk_key = ${lmkKey} LIMIT 1`.execute(db);
  return rows[0];
}

export interface HeldPostcodeRow {
  district: string;
  sector: string;
  lat: number | null;
  lng: number | null;
}

/** The postcode in the directory (its district, sector and point), if it is held. */
export async function heldPostcode(
  db: Kysely<Database>,
  postcode: string,
): Promise<HeldPostcodeRow | undefined> {
  return db
    .selectFrom('postcodes')
    .select(['district', 'sector', 'lat', 'lng'])
    .where('postcode', '=', postcode)
    .executeTakeFirst();
}
