import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { jsRound, jsRound2 } from '@yardstick/db/sql-fragments';
import {
  currentListing,
  isNonResidential,
  isRoomLet,
  raw,
  rentalDemandLevel,
} from './sql-fragments.ts';

/**
 * `area_stats` (docs/methodology.md "Area analytics"), rebuilt from every active residential
 * listing (commercial, mixed-use, land and parking left out, as from every home figure):
 * per unit postcode, sector, district and area the number of sale and whole-property rental
 * listings, the average asking price and monthly rent, the HMO room market (room lets
 * available and their average rent); the gross yield of a postcode with at least
 * MIN_SALES_FOR_YIELD sale and MIN_RENTS_FOR_YIELD rental listings (average rent x 12 /
 * average price), and of a sector, district or area the average of its postcodes' yields;
 * rental demand per district and area (listing-figures.ts, `d_demand`); the median
 * time-adjusted £/m2 of the last 5 years' sales per sector and district (`ev_adj`).
 */
export const MIN_SALES_FOR_YIELD = 3;
export const MIN_RENTS_FOR_YIELD = 1;

export async function deriveAreaStats(
  s: DeriveSession,
  options: {
    salesAsOf: string;
    /** Recompute the sales medians from `ev_adj` (full runs); else keep the stored ones. */
    medians: boolean;
  },
): Promise<number> {
  await s.createTemp(
    'd_area_base',
    `postcode text, sector text, district text, area text, tt text, room boolean,
      price float8`,
  );
  await s.exec(sql`
    INSERT INTO d_area_base
    SELECT l.postcode, coalesce(l.sector, p.sector), coalesce(l.district, p.district),
           coalesce(l.area, p.area), l.transaction_type,
           l.transaction_type = 'rent' AND ${raw(isRoomLet('l'))}, l.list_price
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE ${raw(currentListing('l'))} AND l.list_price > 0 AND NOT ${raw(isNonResidential('l'))}`);

  await s.createTemp(
    'd_area',
    `level text, code text, parent_code text, avg_yield numeric, avg_price integer,
      avg_rent integer, sale_listings integer, rent_listings integer, rental_demand text,
      rental_demand_share numeric, rooms_available integer, avg_room_rent integer,
      median_ppsm numeric, PRIMARY KEY (level, code)`,
  );

  const measures = raw(`
    count(*) FILTER (WHERE b.tt = 'sale')::int AS sales,
    count(*) FILTER (WHERE b.tt = 'rent' AND NOT b.room)::int AS rents,
    avg(b.price) FILTER (WHERE b.tt = 'sale') AS avg_price,
    avg(b.price) FILTER (WHERE b.tt = 'rent' AND NOT b.room) AS avg_rent,
    count(*) FILTER (WHERE b.room)::int AS rooms,
    avg(b.price) FILTER (WHERE b.room) AS room_rent`);
  const publish = (yieldExpr: string) =>
    raw(`${yieldExpr}, ${jsRound('x.avg_price')}, ${jsRound('x.avg_rent')}, x.sales, x.rents,
         NULL, NULL, x.rooms, ${jsRound('x.room_rent')}, NULL`);

  // Unit postcodes, with their own yield.
  await s.exec(sql`
    INSERT INTO d_area
    SELECT 'postcode', x.postcode, x.district,
           ${publish(`CASE WHEN x.sales >= ${MIN_SALES_FOR_YIELD} AND x.rents >= ${MIN_RENTS_FOR_YIELD}
                            THEN ${jsRound2('x.avg_rent * 12 / x.avg_price * 100')} END`)}
    FROM (SELECT b.postcode, min(b.district) AS district, ${measures}
          FROM d_area_base b WHERE b.postcode IS NOT NULL GROUP BY b.postcode) x`);

  // Sectors, districts and areas: the average of their postcodes' yields.
  for (const level of ['sector', 'district', 'area'] as const) {
    const parent = { sector: 'district', district: 'area', area: null }[level];
    await s.exec(sql`
      INSERT INTO d_area
      SELECT ${level}, x.code, x.parent,
             ${publish('y.avg_yield')}
      FROM (SELECT b.${sql.id(level)} AS code,
                   ${parent ? sql`min(b.${sql.id(parent)})` : sql`NULL::text`} AS parent,
                   ${measures}
            FROM d_area_base b WHERE b.${sql.id(level)} IS NOT NULL
            GROUP BY b.${sql.id(level)}) x
      LEFT JOIN (
        SELECT b.code, ${raw(jsRound2('avg(pc.avg_yield)'))} AS avg_yield
        FROM d_area pc
        JOIN (SELECT DISTINCT postcode, ${sql.id(level)} AS code FROM d_area_base) b
          ON b.postcode = pc.code
        WHERE pc.level = 'postcode' AND pc.avg_yield IS NOT NULL
        GROUP BY b.code
      ) y ON y.code = x.code`);
  }

  // Rental demand of districts, and of areas from their districts' rentals.
  await s.exec(sql`
    UPDATE d_area a SET rental_demand = d.level, rental_demand_share = round(d.share::numeric, 4)
    FROM d_demand d WHERE a.level = 'district' AND a.code = d.district AND d.rentals > 0`);
  await s.exec(sql`
    UPDATE d_area a SET rental_demand = ${raw(rentalDemandLevel('x.share'))},
                        rental_demand_share = round(x.share::numeric, 4)
    FROM (SELECT area, sum(quick)::float8 / sum(rentals) AS share FROM d_demand
          WHERE area IS NOT NULL GROUP BY area HAVING sum(rentals) > 0) x
    WHERE a.level = 'area' AND a.code = x.area`);

  // Median time-adjusted £/m2 over the last 5 years, all property types. They depend on sales
  // only, which change only with a full run; an incremental run keeps the stored ones.
  if (!options.medians) {
    await s.exec(sql`
      INSERT INTO d_area AS a (level, code, parent_code, median_ppsm)
      SELECT level, code, parent_code, median_ppsm FROM area_stats
      WHERE level IN ('sector', 'district') AND median_ppsm IS NOT NULL
      ON CONFLICT (level, code) DO UPDATE SET median_ppsm = EXCLUDED.median_ppsm`);
  }
  for (const level of options.medians ? (['sector', 'district'] as const) : []) {
    const codeExpr = raw(level === 'sector' ? 'e.sector' : "split_part(e.sector, ' ', 1)");
    await s.exec(sql`
      INSERT INTO d_area AS a (level, code, parent_code, median_ppsm)
      SELECT ${level}, m.code, m.parent, m.median
      FROM (
        SELECT ${codeExpr} AS code,
               ${level === 'sector' ? sql`min(split_part(e.sector, ' ', 1))` : sql`NULL::text`} AS parent,
               ${raw(jsRound('percentile_cont(0.5) WITHIN GROUP (ORDER BY e.adj_ppsm)'))} AS median
        FROM ev_adj e
        WHERE e.adj_ppsm IS NOT NULL AND e.sector IS NOT NULL
          AND e.sale_date > (${options.salesAsOf}::date - interval '5 years')::date
        GROUP BY 1
      ) m
      ON CONFLICT (level, code) DO UPDATE SET median_ppsm = EXCLUDED.median_ppsm`);
  }

  await s.exec(sql`
    DELETE FROM area_stats a
    WHERE NOT EXISTS (SELECT 1 FROM d_area d WHERE d.level = a.level AND d.code = a.code)`);
  const cols = [
    'parent_code',
    'avg_yield',
    'avg_price',
    'avg_rent',
    'sale_listings',
    'rent_listings',
    'rental_demand',
    'rental_demand_share',
    'rooms_available',
    'avg_room_rent',
    'median_ppsm',
  ];
  await s.exec(sql`
    INSERT INTO area_stats AS a (level, code, ${raw(cols.join(', '))})
    SELECT level, code, ${raw(cols.join(', '))} FROM d_area
    ON CONFLICT (level, code) DO UPDATE
      SET ${raw(cols.map((c) => `${c} = EXCLUDED.${c}`).join(', '))}, computed_at = now()
      WHERE (${raw(cols.map((c) => `a.${c}`).join(', '))})
            IS DISTINCT FROM (${raw(cols.map((c) => `EXCLUDED.${c}`).join(', '))})`);
  return s.count('d_area');
}
