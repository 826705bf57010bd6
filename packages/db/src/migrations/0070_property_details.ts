import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the property details page's calls (apps/api/src/modules/properties):
 * - `listings_rent_location_idx`: live rentals by location (partial GiST), for the nearby
 *   rentals: the whole-table location index would read the sale listings around the point
 *   too. The predicate is written exactly as market.repository.ts states it.
 * - `transport_stops_{bus,rail}_location_idx`: stops of one type by location (partial GiST),
 *   so the nearest station does not read the many bus stops around a point.
 * - `sold_prices_district_recent_idx`: a postcode district's sales newest first, carrying
 *   the columns the recent-sales conditions read (coordinates, type, record status), so the
 *   recent sales are chosen by an index-only scan that stops at 10, instead of reading every
 *   sale within 1 km since 1995 (or, in a rural district, a heap page per sale scanned).
 * - `crimes_location_cover_idx`: crimes by location carrying every column the crimes modal
 *   answers, so the 500 m read is an index-only scan (a city-centre point has 1,000+ crimes
 *   in a year, each on its own heap page otherwise: 27 ms against 4 ms at 7 million crimes).
 *   Index-only scans need the table vacuumed after an import (autovacuum does it in time).
 *   Added to this migration before release, with the covering form of the sales index
 *   (which replaced `sold_prices_district_date_idx`): databases that already ran the first
 *   form lack these two (IF NOT EXISTS everywhere, so running the statements by hand is
 *   safe, and the old index can be dropped).
 */
const statements = [
  `CREATE INDEX IF NOT EXISTS listings_rent_location_idx ON listings USING gist (point(lng, lat))
     WHERE transaction_type = 'rent' AND status <> 'withdrawn'`,
  `CREATE INDEX IF NOT EXISTS transport_stops_bus_location_idx ON transport_stops
     USING gist (point(lng, lat)) WHERE type = 'bus'`,
  `CREATE INDEX IF NOT EXISTS transport_stops_rail_location_idx ON transport_stops
     USING gist (point(lng, lat)) WHERE type = 'rail'`,
  `CREATE INDEX IF NOT EXISTS sold_prices_district_recent_idx ON sold_prices
     (postcode_district, date_of_transfer DESC, transaction_id DESC)
     INCLUDE (lat, lng, property_type, record_status)`,
  `CREATE INDEX IF NOT EXISTS crimes_location_cover_idx ON crimes USING gist (point(lng, lat))
     INCLUDE (month, lat, lng, crime_type, reported_by, location, crime_key)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'crimes_location_cover_idx',
    'sold_prices_district_recent_idx',
    'transport_stops_rail_location_idx',
    'transport_stops_bus_location_idx',
    'listings_rent_location_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  }
}
