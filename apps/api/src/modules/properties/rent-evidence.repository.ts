import { sql, type Kysely } from 'kysely';
import { RENT_REACH_METRES } from '@yardstick/core/estimates/rent-comparables';
import { DERIVE_STATE_KEY } from '@yardstick/db/derive-state';
import { isNonResidential, isRentComparable } from '@yardstick/db/listing-kinds';
import { letAgreed, liveRental } from '@yardstick/db/listing-states';
import type { Database } from '@yardstick/db/schema';
import { inBoxSql } from './geo-sql.ts';

/**
 * Reads of a sale listing's rent evidence (GET /api/property-estimates/{id}/rent-evidence):
 * the listing as the derive step's rent estimate sees it, its PLO rental, and the whole-home
 * rentals it may be valued on (the derive's `ev_rent` rule, packages/engine/src/derive/rents.ts).
 */
type Db = Kysely<Database>;

export interface RentSubjectRow {
  transaction_type: string;
  status: string;
  residential: boolean;
  rent_estimate: number | null;
  sector: string | null;
  lat: number | null;
  lng: number | null;
  property_type: string | null;
  bedrooms: number | null;
}

/** The listing with its location as the derive reads it (its own, else its postcode's). */
export async function rentSubject(db: Db, id: string): Promise<RentSubjectRow | undefined> {
  const { rows } = await sql<RentSubjectRow>`
    SELECT l.transaction_type, l.status, NOT ${sql.raw(isNonResidential('l'))} AS residential,
           l.rent_estimate, coalesce(l.sector, p.sector) AS sector,
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lat ELSE p.lat END AS lat,
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lng ELSE p.lng END AS lng,
           l.property_type, l.bedrooms
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE l.id = ${id}::bigint`.execute(db);
  return rows[0];
}

/** The listings date of the last derive (its rent evidence window's end), else the latest. */
export async function listingsAsOf(db: Db): Promise<string | null> {
  const { rows } = await sql<{ as_of: string | null }>`
    SELECT coalesce(
             (SELECT value ->> 'listingsAsOf' FROM app_settings WHERE key = ${DERIVE_STATE_KEY}),
             (SELECT to_char(max(listed_on), 'YYYY-MM-DD') FROM listings)) AS as_of`.execute(db);
  return rows[0]?.as_of ?? null;
}

export interface RentalEvidenceRow {
  id: string;
  sector: string | null;
  lat: number | null;
  lng: number | null;
  property_type: string | null;
  bedrooms: number | null;
  rent: number;
  listed_on: string;
  let_agreed: boolean;
  address: string | null;
  postcode: string | null;
}

const evidenceColumns = sql`
  l.id::text AS id, coalesce(l.sector, p.sector) AS sector,
  CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lat ELSE p.lat END AS lat,
  CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lng ELSE p.lng END AS lng,
  l.property_type, l.bedrooms, l.list_price AS rent,
  to_char(coalesce(l.listed_on, l.updated_on::date), 'YYYY-MM-DD') AS listed_on,
  ${sql.raw(letAgreed('l'))} AS let_agreed, l.address, l.postcode`;

/** The listing's PLO rental (the latest listed when several), as the derive's rent takes it. */
export async function pairRental(db: Db, id: string): Promise<RentalEvidenceRow | undefined> {
  const { rows } = await sql<RentalEvidenceRow>`
    SELECT ${evidenceColumns}
    FROM plo_pairs x
    JOIN listings l ON l.id = x.rent_listing_id
    LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE x.sale_listing_id = ${id}::bigint
    ORDER BY l.listed_on DESC NULLS LAST, l.id DESC
    LIMIT 1`.execute(db);
  return rows[0];
}

/**
 * The rentals any step of the rent estimate may use for this subject: whole homes let (core's
 * isRentComparable), not withdrawn, with a rent, listed in the 24 months to `asOf`, of its
 * bedroom count when known, in its sector or within the widest step's reach. Core's
 * `rentEstimate` then picks among them exactly as the derive step does.
 */
export async function rentEvidence(
  db: Db,
  subject: Pick<RentSubjectRow, 'sector' | 'lat' | 'lng' | 'bedrooms'>,
  asOf: string,
): Promise<RentalEvidenceRow[]> {
  const near =
    subject.lat !== null && subject.lng !== null
      ? sql`OR ${inBoxSql('l', { lat: subject.lat, lng: subject.lng }, RENT_REACH_METRES)}
            OR ${inBoxSql('p', { lat: subject.lat, lng: subject.lng }, RENT_REACH_METRES)}`
      : sql``;
  const beds = subject.bedrooms === null ? sql`` : sql`AND l.bedrooms = ${subject.bedrooms}`;
  const { rows } = await sql<RentalEvidenceRow>`
    SELECT ${evidenceColumns}
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE ${sql.raw(liveRental('l'))} AND l.list_price > 0
      AND ${sql.raw(isRentComparable('l'))}
      AND coalesce(l.listed_on, l.updated_on::date)
          BETWEEN (${asOf}::date - interval '24 months')::date AND ${asOf}::date
      ${beds}
      AND (coalesce(l.sector, p.sector) = ${subject.sector} ${near})`.execute(db);
  return rows;
}
