import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** Property data reads for the valuation and price-history modals: Kysely only. */
type Db = Kysely<Database>;

/** At most this many sales of one postcode are answered (newest first). */
export const MAX_VALUATION_ROWS = 1000;

/** HPI index values of one series: at the month of the sale and at the latest month held. */
export interface SeriesIndices {
  /** The series of the sale's property type (null for type O or when missing). */
  typeThen: number | null;
  typeNow: number | null;
  /** The all-types series. */
  allThen: number | null;
  allNow: number | null;
}

export interface SaleRow {
  transaction_id: string;
  price: number;
  date_of_transfer: string;
  property_type: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  total_floor_area: number | null;
  /** The derived estimate of the sale listing this sale matched (sold_prices.listing_id). */
  listing_range1: number | null;
  listing_range2: number | null;
  /** Local authority, region and country series, in the order the methodology tries them. */
  hpi: [SeriesIndices, SeriesIndices, SeriesIndices];
}

interface RawSaleRow extends Omit<SaleRow, 'hpi'> {
  [column: string]: unknown;
}

const LEVELS = [
  { alias: 'l', code: 'g.lad' },
  { alias: 'r', code: 'g.rgn' },
  { alias: 'c', code: 'g.ctry' },
] as const;

/** The type-specific index column of a Price Paid type code ('O' has none). */
const typeIndex = (alias: string) =>
  sql.raw(`CASE s.property_type WHEN 'D' THEN ${alias}.detached_index
             WHEN 'S' THEN ${alias}.semi_detached_index WHEN 'T' THEN ${alias}.terraced_index
             WHEN 'F' THEN ${alias}.flat_index END::float8`);

/**
 * The sales of a postcode, newest first, with what their estimate today is built from: the
 * matched listing's derived range, and the HPI indices of the sale's local authority,
 * region and country at the month of sale and at the latest month held (as the derive step
 * does: the month of sale is capped at the latest month; the postcode's geography comes
 * from the postcodes table, else from the local authority Price Paid names).
 */
export async function salesOfPostcode(db: Db, postcode: string): Promise<SaleRow[]> {
  const indexColumns = LEVELS.flatMap(({ alias }) => [
    sql`${typeIndex(`${alias}then`)} AS ${sql.id(`${alias}_type_then`)}`,
    sql`${typeIndex(`${alias}now`)} AS ${sql.id(`${alias}_type_now`)}`,
    sql`${sql.raw(`${alias}then.index::float8`)} AS ${sql.id(`${alias}_all_then`)}`,
    sql`${sql.raw(`${alias}now.index::float8`)} AS ${sql.id(`${alias}_all_now`)}`,
  ]);
  const indexJoins = LEVELS.map(
    ({ alias, code }) => sql`
      LEFT JOIN hpi ${sql.raw(`${alias}then`)}
        ON ${sql.raw(`${alias}then`)}.area_code = ${sql.raw(code)}
       AND ${sql.raw(`${alias}then`)}.date = least(date_trunc('month', s.date_of_transfer)::date, m.latest)
      LEFT JOIN hpi ${sql.raw(`${alias}now`)}
        ON ${sql.raw(`${alias}now`)}.area_code = ${sql.raw(code)}
       AND ${sql.raw(`${alias}now`)}.date = m.latest`,
  );
  const { rows } = await sql<RawSaleRow>`
    SELECT s.transaction_id::text AS transaction_id, s.price,
           to_char(s.date_of_transfer, 'YYYY-MM-DD') AS date_of_transfer, s.property_type,
           s.saon, s.paon, s.street, s.locality, s.town,
           nullif(s.total_floor_area, 0)::float8 AS total_floor_area,
           li.range1_price AS listing_range1, li.range2_price AS listing_range2,
           ${sql.join(indexColumns)}
    FROM sold_prices s
    CROSS JOIN (SELECT max(date) AS latest FROM hpi) m
    LEFT JOIN postcodes p ON p.postcode = s.postcode
    LEFT JOIN LATERAL (
      SELECT la.code, la.region_code, la.country_code FROM local_authorities la
      WHERE p.lad_code IS NULL AND upper(la.name) = upper(s.district)
      ORDER BY la.code LIMIT 1
    ) la ON true
    CROSS JOIN LATERAL (
      SELECT coalesce(p.lad_code, la.code) AS lad,
             coalesce(p.region_code, la.region_code) AS rgn,
             coalesce(p.country_code, la.country_code,
                      CASE WHEN coalesce(p.lad_code, la.code) LIKE 'W%' THEN 'W92000004'
                           ELSE 'E92000001' END) AS ctry
    ) g
    LEFT JOIN listings li ON li.id = s.listing_id
      AND li.range1_price IS NOT NULL AND li.range2_price IS NOT NULL
    ${sql.join(indexJoins, sql` `)}
    WHERE s.postcode = ${postcode} AND s.record_status <> 'D'
    ORDER BY s.date_of_transfer DESC, s.transaction_id
    LIMIT ${MAX_VALUATION_ROWS}`.execute(db);
  return rows.map((row) => {
    const num = (key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
    const series = (alias: string): SeriesIndices => ({
      typeThen: num(`${alias}_type_then`),
      typeNow: num(`${alias}_type_now`),
      allThen: num(`${alias}_all_then`),
      allNow: num(`${alias}_all_now`),
    });
    return {
      transaction_id: row.transaction_id,
      price: row.price,
      date_of_transfer: row.date_of_transfer,
      property_type: row.property_type,
      saon: row.saon,
      paon: row.paon,
      street: row.street,
      locality: row.locality,
      town: row.town,
      total_floor_area: row.total_floor_area,
      listing_range1: row.listing_range1,
      listing_range2: row.listing_range2,
      hpi: [series('l'), series('r'), series('c')],
    };
  });
}

export interface PriceEventRow {
  price: number;
  recorded_at: Date;
}

/** Whether a listing with this id exists (any status). */
export async function listingExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row !== undefined;
}

/** The listing's recorded prices (listing_price_history), oldest first. */
export async function priceHistory(db: Db, listingId: string): Promise<PriceEventRow[]> {
  return db
    .selectFrom('listing_price_history')
    .select(['price', 'recorded_at'])
    .where('listing_id', '=', Number(listingId))
    .orderBy('recorded_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
