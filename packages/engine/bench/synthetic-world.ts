import { sql } from 'kysely';
import type { DatabaseHandle } from '@yardstick/db/database';

/**
 * The derive benchmark's synthetic nationwide world (`npm run bench:derive`, and
 * `npm run bench:ingest` on top of it): 2,000 districts, 10,000 sectors and 300,000 postcodes
 * over a Great-Britain-sized map, N listings (75% for sale), sales per listing over 10 years
 * (70% with an EPC certificate), UK HPI series for 300 authorities, schools, stops, 1.2M
 * crimes, plots. Deterministic: generated inside PostgreSQL with a seeded random().
 */
export const count = (n: number) => Math.round(n).toLocaleString('en-GB');
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function timed<T>(label: string, body: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await body();
  console.log(`  ${label}: ${secs(performance.now() - started)}`);
  return result;
}

/** Deterministic synthetic data, generated inside PostgreSQL (set-based, seeded random()). */
export async function generateSynthetic(
  handle: DatabaseHandle,
  listings: number,
  salesPerListing: number,
) {
  const db = handle.db;
  const postcodes = 300_000;
  const districts = 2_000;
  const sales = Math.round(listings * salesPerListing);
  await db.connection().execute(async (c) => {
    const run = (q: ReturnType<typeof sql>) => q.execute(c);
    await run(sql`SET work_mem = '256MB'`);
    await run(sql`SELECT setseed(0.42)`);
    await timed('geography and HPI', async () => {
      await run(sql`
        CREATE TEMP TABLE g_district AS
        SELECT d, 50.6 + random() * 4.8 AS lat, -4.0 + random() * 5.5 AS lng,
               'E0' || (6 + d % 3)::text || lpad((d % 300)::text, 6, '0') AS lad,
               'E120000' || lpad((1 + d % 9)::text, 2, '0') AS rgn,
               1800 + random() * 5000 AS ppsm,
               'Q' || chr(65 + d % 26) AS area,
               'Q' || chr(65 + d % 26) || (d / 26 + 1)::text AS district
        FROM generate_series(0, ${districts - 1}) d`);
      await run(sql`
        CREATE TEMP TABLE g_pc AS
        SELECT row_number() OVER (ORDER BY d.d, s, u)::int AS pidx, d.d, s, d.area, d.district,
               d.district || ' ' || s AS sector,
               d.district || ' ' || s || chr(65 + u % 26) || chr(65 + u / 26) AS postcode,
               d.lat + (s - 2) * 0.01 + (random() - 0.5) * 0.008 AS lat,
               d.lng + ((s * 7) % 5 - 2) * 0.015 + (random() - 0.5) * 0.012 AS lng,
               d.lad, d.rgn, d.ppsm * (0.8 + random() * 0.4) AS ppsm
        FROM g_district d, generate_series(0, 4) s, generate_series(0, ${postcodes / districts / 5 - 1}) u`);
      await run(sql`CREATE UNIQUE INDEX ON g_pc (pidx)`);
      await run(sql`ANALYZE g_pc`);
      await run(sql`
        INSERT INTO postcodes (postcode, area, district, sector, lat, lng, country_code,
                               region_code, lad_code, lsoa_code, source)
        SELECT postcode, area, district, sector, lat, lng, 'E92000001', rgn, lad,
               'E01' || lpad((pidx / 10)::text, 6, '0'), 'bench'
        FROM g_pc`);
      await run(sql`
        INSERT INTO lsoas (code, lad_code, imd_rank, imd_nation_count)
        SELECT 'E01' || lpad(i::text, 6, '0'), NULL,
               1 + (i * 7919) % ${postcodes / 10 + 1}, ${postcodes / 10 + 1}
        FROM generate_series(0, ${postcodes / 10}) i`);
      await run(sql`
        INSERT INTO hpi (area_code, date, area_name, index, detached_index, semi_detached_index,
                         terraced_index, flat_index)
        SELECT a.code, make_date(2010 + m / 12, 1 + m % 12, 1), a.code,
               round((60 + 0.3 * m * a.g)::numeric, 1), round((58 + 0.32 * m * a.g)::numeric, 1),
               round((59 + 0.31 * m * a.g)::numeric, 1), round((61 + 0.28 * m * a.g)::numeric, 1),
               round((62 + 0.2 * m * a.g)::numeric, 1)
        FROM (SELECT code, 0.8 + random() * 0.4 AS g FROM (SELECT DISTINCT lad AS code FROM g_district) l
              UNION ALL SELECT DISTINCT rgn, 1.0 FROM g_district
              UNION ALL SELECT 'E92000001', 1.0) a,
             generate_series(0, 179) m`);
    });
    await timed(`${count(sales)} sales and EPC certificates`, async () => {
      await run(sql`
        INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode, property_type,
          old_new, duration, paon, saon, street, town, district, county, ppd_category,
          record_status, postcode_sector, postcode_district)
        SELECT md5(x.i::text)::uuid,
               greatest(20000, round(p.ppsm * x.area * (0.7 + 0.3 * x.m / 119.0) * (0.85 + x.r * 0.3)))::int,
               make_date(2015 + x.m / 12, 1 + x.m % 12, 1 + x.i % 28), p.postcode, x.t,
               'N', CASE WHEN x.t = 'F' THEN 'L' ELSE 'F' END, (1 + x.i % 97)::text,
               CASE WHEN x.t = 'F' THEN 'FLAT ' || (1 + x.i % 9) END,
               'STREET ' || (p.pidx % 7), 'TOWN', 'TOWN', 'COUNTY',
               CASE WHEN x.i % 50 = 0 THEN 'B' ELSE 'A' END, 'A', p.sector, p.district
        FROM (SELECT i, 1 + floor(random() * ${postcodes})::int AS pidx, floor(random() * 119)::int AS m,
                     (ARRAY['D', 'S', 'T', 'T', 'F', 'F'])[1 + floor(random() * 6)::int] AS t,
                     45 + floor(random() * 110) AS area, random() AS r
              FROM generate_series(1, ${sales}) i) x
        JOIN g_pc p ON p.pidx = x.pidx`);
      await run(sql`
        INSERT INTO epc_certificates (lmk_key, postcode, address1, address2, posttown,
                                      total_floor_area, lodgement_date)
        SELECT 'lmk-' || s.transaction_id, s.postcode, coalesce(s.saon || ', ', '') || s.paon,
               s.street, 'TOWN', 45 + (hashtext(s.transaction_id::text) & 127),
               s.date_of_transfer - 30
        FROM sold_prices s WHERE hashtext(s.transaction_id::text) % 10 < 7`);
    });
    await timed(`${count(listings)} listings with price history`, async () => {
      await run(sql`
        INSERT INTO listings (source, source_ref, transaction_type, status, list_price, postcode,
          area, district, sector, paon, saon, street, address_key, lat, lng, property_type,
          bedrooms, total_floor_area, listed_on, updated_on, summary, description)
        SELECT 'bench', x.i::text, x.tt,
               CASE WHEN x.r < 0.85 THEN 'available'
                    WHEN x.tt = 'rent' THEN 'let_agreed' ELSE 'sold_stc' END,
               CASE WHEN x.tt = 'sale'
                    THEN round((p.ppsm * x.area * (0.85 + x.r2 * 0.3))::numeric, -3)::int
                    ELSE round((p.ppsm * x.area * 0.0042 * (0.85 + x.r2 * 0.3))::numeric, -1)::int END,
               p.postcode, p.area, p.district, p.sector, (1 + x.i % 97)::text,
               CASE WHEN x.t = 'F' THEN 'FLAT ' || (1 + x.i % 9) END, 'STREET ' || (p.pidx % 7),
               CASE WHEN x.t = 'F' THEN 'flat ' || (1 + x.i % 9) ELSE '' END || '|' ||
                 (1 + x.i % 97)::text || '|street ' || (p.pidx % 7),
               p.lat + (random() - 0.5) * 0.001, p.lng + (random() - 0.5) * 0.0015, x.t,
               greatest(1, (x.area / 26)::int), CASE WHEN x.r3 < 0.6 THEN x.area END,
               DATE '2024-12-15' - floor(random() * 365)::int, now(),
               x.t || ' home with ' || greatest(1, (x.area / 26)::int) || ' bedrooms',
               'A well presented home close to shops, schools and transport links, with a garden, '
                 || 'parking and a modern kitchen. Viewing recommended. Reference ' || x.i
        FROM (SELECT i, CASE WHEN random() < 0.75 THEN 'sale' ELSE 'rent' END AS tt,
                     1 + floor(random() * ${postcodes})::int AS pidx,
                     (ARRAY['D', 'S', 'T', 'T', 'F', 'F'])[1 + floor(random() * 6)::int] AS t,
                     45 + floor(random() * 110) AS area, random() AS r, random() AS r2,
                     random() AS r3
              FROM generate_series(1, ${listings}) i) x
        JOIN g_pc p ON p.pidx = x.pidx`);
      await run(sql`
        INSERT INTO listing_price_history (listing_id, price, status, recorded_at)
        SELECT id, round(list_price * 1.05)::int, 'available', listed_on::timestamptz
        FROM listings WHERE id % 3 = 0
        UNION ALL
        SELECT id, list_price, status, listed_on::timestamptz + interval '15 days'
        FROM listings WHERE id % 3 = 0`);
    });
    await timed('schools, stops, crimes, plots', async () => {
      await run(sql`
        INSERT INTO schools (urn, name, lat, lng, ofsted_rating, status)
        SELECT i, 'School ' || i, p.lat + 0.002, p.lng - 0.002,
               (ARRAY['Outstanding', 'Good', 'Good', 'Requires improvement'])[1 + i % 4], 'Open'
        FROM generate_series(1, 6000) i JOIN g_pc p ON p.pidx = 1 + (i * 4999) % ${postcodes}`);
      await run(sql`
        INSERT INTO transport_stops (atco_code, name, type, lat, lng)
        SELECT 'B' || i, 'Stop ' || i, 'bus', p.lat - 0.001, p.lng + 0.001
        FROM generate_series(1, 60000) i JOIN g_pc p ON p.pidx = 1 + (i * 4999) % ${postcodes}
        UNION ALL
        SELECT 'R' || i, 'Station ' || i, 'rail', p.lat + 0.003, p.lng
        FROM generate_series(1, 600) i JOIN g_pc p ON p.pidx = 1 + (i * 49999) % ${postcodes}`);
      await run(sql`
        INSERT INTO crimes (crime_key, month, lat, lng, crime_type)
        SELECT 'c' || i, make_date(2023, 12, 1) + make_interval(months => i % 13),
               p.lat + (k / 100000) * 0.0005, p.lng + (k / 100000) * 0.0007, 'Burglary'
        FROM (SELECT i, (i::bigint * 7919) % 200000 AS k FROM generate_series(1, 1200000) i) x
        JOIN g_pc p ON p.pidx = 1 + (x.k * 3) % ${postcodes}`);
      await run(sql`
        INSERT INTO plot_polygons (id, shape, area_m2)
        SELECT id, polygon(box(point(lng - 0.0001, lat - 0.00006), point(lng + 0.0001, lat + 0.00006))),
               180 FROM listings WHERE id % 4 = 0`);
    });
  });
  await timed('ANALYZE', async () => {
    await sql`ANALYZE`.execute(handle.db);
  });
}
