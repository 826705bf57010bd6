import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { boxAround, jsRound, jsRound2, withinMetres } from '@yardstick/db/sql-fragments';
import { addressKey, isLetAgreed, isRoomLet, raw } from './sql-fragments.ts';

/**
 * PLO pairs and rent estimates (docs/methodology.md "PLO", "Rent, yield and ROI").
 *
 * A PLO pair is an available sale listing and an available whole-property rental at the
 * same postcode with the same normalised address. The rent estimate of a sale listing is the
 * paired rental's rent when it has one, else the median rent of rentals with the same bedroom
 * count in its postcode sector over the last 12 months (let-agreed rents when at least
 * RENT_WIDEN_BELOW are known, else all asking rents), widening like the sales comparables.
 */
export const RENT_WIDEN_BELOW = 5;
export const RENT_PUBLISH_MIN = 3;

export interface RentStep {
  radius: number;
  months: 12 | 24;
  located: boolean;
  last: boolean;
}

export const RENT_STEPS: readonly RentStep[] = [
  { radius: 0, months: 12, located: true, last: false },
  { radius: 1000, months: 12, located: true, last: false },
  { radius: 2000, months: 12, located: true, last: false },
  { radius: 2000, months: 24, located: true, last: true },
  { radius: 0, months: 12, located: false, last: false },
  { radius: 0, months: 24, located: false, last: true },
];

/** The key PLO pairs match on: the feed's address_key, else one built from its parts. */
const ploKey = (alias: string) =>
  `coalesce(nullif(${alias}.address_key, ''), CASE WHEN coalesce(${alias}.paon, '') <> ''
     THEN ${addressKey(`${alias}.saon`, `${alias}.paon`, `${alias}.street`)} END)`;

/** Rebuilds plo_pairs from every listing; returns the number of pairs. */
export async function derivePloPairs(s: DeriveSession): Promise<number> {
  await s.exec(sql`DROP TABLE IF EXISTS d_plo`);
  await s.exec(sql`
    CREATE TEMP TABLE d_plo (
      sale_listing_id bigint, rent_listing_id bigint, postcode text, address_key text,
      sale_price integer, rent_price integer, avg_yield numeric,
      PRIMARY KEY (sale_listing_id, rent_listing_id))`);
  await s.exec(sql`
    INSERT INTO d_plo
    SELECT sl.id, rl.id, sl.postcode, sl.key, sl.list_price, rl.list_price,
           CASE WHEN sl.list_price > 0
                THEN ${raw(jsRound2('rl.list_price::float8 * 12 / sl.list_price * 100'))} END
    FROM (SELECT l.id, l.postcode, ${raw(ploKey('l'))} AS key, l.list_price
          FROM listings l
          WHERE l.transaction_type = 'sale' AND l.status = 'available' AND l.removed_on IS NULL
            AND l.postcode IS NOT NULL) sl
    JOIN (SELECT l.id, l.postcode, ${raw(ploKey('l'))} AS key, l.list_price
          FROM listings l
          WHERE l.transaction_type = 'rent' AND l.status = 'available' AND l.removed_on IS NULL
            AND l.postcode IS NOT NULL AND l.list_price > 0 AND NOT ${raw(isRoomLet('l'))}) rl
      ON rl.postcode = sl.postcode AND rl.key = sl.key
    WHERE sl.key IS NOT NULL AND sl.key NOT IN ('', '||')`);
  // The sale listings whose pairing changes (their rent estimate follows the pair).
  await s.exec(sql`DROP TABLE IF EXISTS d_plo_changed`);
  await s.exec(sql`CREATE TEMP TABLE d_plo_changed (id bigint PRIMARY KEY)`);
  await s.exec(sql`
    INSERT INTO d_plo_changed
    SELECT DISTINCT coalesce(d.sale_listing_id, p.sale_listing_id)
    FROM d_plo d
    FULL JOIN plo_pairs p
      ON p.sale_listing_id = d.sale_listing_id AND p.rent_listing_id = d.rent_listing_id
    WHERE d.sale_listing_id IS NULL OR p.sale_listing_id IS NULL
       OR p.rent_price IS DISTINCT FROM d.rent_price`);
  await s.exec(sql`
    DELETE FROM plo_pairs p
    WHERE NOT EXISTS (SELECT 1 FROM d_plo d
                      WHERE d.sale_listing_id = p.sale_listing_id
                        AND d.rent_listing_id = p.rent_listing_id)`);
  await s.exec(sql`
    INSERT INTO plo_pairs AS p
      (sale_listing_id, rent_listing_id, postcode, address_key, sale_price, rent_price, avg_yield)
    SELECT sale_listing_id, rent_listing_id, postcode, address_key, sale_price, rent_price, avg_yield
    FROM d_plo
    ON CONFLICT (sale_listing_id, rent_listing_id) DO UPDATE
      SET postcode = EXCLUDED.postcode, address_key = EXCLUDED.address_key,
          sale_price = EXCLUDED.sale_price, rent_price = EXCLUDED.rent_price,
          avg_yield = EXCLUDED.avg_yield, matched_at = now()
      WHERE (p.postcode, p.address_key, p.sale_price, p.rent_price, p.avg_yield)
            IS DISTINCT FROM (EXCLUDED.postcode, EXCLUDED.address_key, EXCLUDED.sale_price,
                              EXCLUDED.rent_price, EXCLUDED.avg_yield)`);
  const row = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM d_plo`);
  return row?.n ?? 0;
}

/**
 * `d_rent`: the rent estimate of each sale target (`d_target`), from `d_plo` (derivePloPairs)
 * and the rentals listed in the 24 months to `listingsAsOf`. Returns how many got one.
 */
export async function deriveRentEstimates(
  s: DeriveSession,
  options: { listingsAsOf: string },
): Promise<number> {
  await s.exec(sql`DROP TABLE IF EXISTS ev_rent`);
  await s.exec(sql`
    CREATE TEMP TABLE ev_rent (
      id bigint, sector text, lat float8, lng float8, bedrooms smallint, rent float8,
      listed date, let_agreed boolean)`);
  await s.exec(sql`
    INSERT INTO ev_rent
    SELECT l.id, coalesce(l.sector, p.sector), coalesce(l.lat, p.lat), coalesce(l.lng, p.lng),
           l.bedrooms, l.list_price, coalesce(l.listed_on, l.updated_on::date),
           ${raw(isLetAgreed('l'))}
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE l.transaction_type = 'rent' AND l.list_price > 0 AND l.status <> 'withdrawn'
      AND NOT ${raw(isRoomLet('l'))}
      AND coalesce(l.listed_on, l.updated_on::date)
          BETWEEN (${options.listingsAsOf}::date - interval '24 months')::date
              AND ${options.listingsAsOf}::date
    ORDER BY floor((coalesce(l.lat, p.lat)) * 100), floor((coalesce(l.lng, p.lng)) * 100)`);
  await s.exec(sql`ANALYZE ev_rent`);

  await s.exec(sql`DROP TABLE IF EXISTS d_rent`);
  await s.exec(sql`
    CREATE TEMP TABLE d_rent (id bigint PRIMARY KEY, rent_estimate integer, source text)`);
  // A PLO item's rent is its paired rental's (the latest listed, when several).
  await s.exec(sql`
    INSERT INTO d_rent
    SELECT DISTINCT ON (d.sale_listing_id) d.sale_listing_id, d.rent_price, 'plo'
    FROM d_plo d
    JOIN d_target t ON t.id = d.sale_listing_id
    JOIN listings r ON r.id = d.rent_listing_id
    ORDER BY d.sale_listing_id, r.listed_on DESC NULLS LAST, r.id DESC`);

  await s.exec(sql`ANALYZE d_rent`);
  await s.exec(sql`DROP TABLE IF EXISTS rent_pending`);
  await s.exec(sql`
    CREATE TEMP TABLE rent_pending (
      id bigint PRIMARY KEY, sector text, lat float8, lng float8, bedrooms smallint)`);
  await s.exec(sql`
    INSERT INTO rent_pending
    SELECT t.id, t.sector, t.lat, t.lng, t.bedrooms FROM d_target t
    WHERE t.tt = 'sale' AND NOT EXISTS (SELECT 1 FROM d_rent r WHERE r.id = t.id)
    ORDER BY floor((t.lat) * 100), floor((t.lng) * 100)`);
  await s.exec(sql`ANALYZE rent_pending`);

  const aggregates = raw(`
    count(*) FILTER (WHERE e.let_agreed)::int AS n_let,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY e.rent) FILTER (WHERE e.let_agreed) AS med_let,
    count(*)::int AS n_all,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY e.rent) AS med_all`);
  const bedroomsMatch = raw('(p.bedrooms IS NULL OR e.bedrooms = p.bedrooms)');
  let gistBuilt = false;
  for (const step of RENT_STEPS) {
    const located = raw(step.located ? 'p.lat IS NOT NULL' : 'p.lat IS NULL');
    const threshold = step.last ? RENT_PUBLISH_MIN : RENT_WIDEN_BELOW;
    const from = sql`(${options.listingsAsOf}::date - make_interval(months => ${step.months}))::date`;
    let inserted: number;
    if (step.radius === 0) {
      inserted = (
        await s.exec(sql`
          INSERT INTO d_rent
          SELECT p.id, ${raw(jsRound('x.rent'))}, 'sector'
          FROM rent_pending p
          JOIN (
            SELECT g.sector, g.bedrooms,
                   CASE WHEN g.n_let >= ${threshold} THEN g.med_let ELSE g.med_all END AS rent,
                   g.n_all
            FROM (
              SELECT p.sector, p.bedrooms, ${aggregates}
              FROM (SELECT DISTINCT sector, bedrooms FROM rent_pending p WHERE ${located}) p
              JOIN ev_rent e ON e.sector = p.sector
              WHERE ${bedroomsMatch} AND e.listed >= ${from}
              GROUP BY p.sector, p.bedrooms
            ) g
          ) x ON x.sector = p.sector AND x.bedrooms IS NOT DISTINCT FROM p.bedrooms
          WHERE ${located} AND x.n_all >= ${threshold}`)
      ).affected;
    } else {
      if (!gistBuilt) {
        // Rentals indexed by place, and by place shifted 1,000 degrees east per bedroom, so
        // a subject's box only meets rentals with its own bedroom count.
        await s.exec(sql`CREATE INDEX ON ev_rent USING gist (point(lng, lat))`);
        await s.exec(sql`
          CREATE INDEX ON ev_rent USING gist (point(lng + 1000 * coalesce(bedrooms, -1), lat))`);
        gistBuilt = true;
      }
      inserted = 0;
      for (const withBedrooms of [true, false]) {
        const where = withBedrooms
          ? raw(`point(e.lng + 1000 * coalesce(e.bedrooms, -1), e.lat) <@
                   ${boxAround('p.lat', '(p.lng + 1000 * p.bedrooms)', step.radius)}
                 AND e.bedrooms = p.bedrooms AND p.bedrooms IS NOT NULL`)
          : raw(`point(e.lng, e.lat) <@ ${boxAround('p.lat', 'p.lng', step.radius)}
                 AND p.bedrooms IS NULL`);
        inserted += (
          await s.exec(sql`
            INSERT INTO d_rent
            SELECT p.id,
                   floor(CASE WHEN a.n_let >= ${threshold} THEN a.med_let ELSE a.med_all END + 0.5),
                   ${`radius-${step.radius}-${step.months}`}
            FROM rent_pending p
            CROSS JOIN LATERAL (
              SELECT ${aggregates}
              FROM ev_rent e
              WHERE ${where}
                AND ${raw(withinMetres('p.lat', 'p.lng', 'e.lat', 'e.lng', step.radius))}
                AND e.listed >= ${from}
            ) a
            WHERE ${located} AND ${raw(withBedrooms ? 'p.bedrooms IS NOT NULL' : 'p.bedrooms IS NULL')}
              AND a.n_all >= ${threshold}`)
        ).affected;
      }
    }
    if (inserted > 0) {
      await s.exec(sql`ANALYZE d_rent`);
      await s.exec(sql`DELETE FROM rent_pending p USING d_rent r WHERE r.id = p.id`);
      await s.exec(sql`ANALYZE rent_pending`);
    }
  }
  const row = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM d_rent`);
  return row?.n ?? 0;
}
