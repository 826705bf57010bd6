import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import { jsRound1 } from '@yardstick/db/sql-fragments';
import { QUICK_LET_DAYS, RENTAL_DEMAND_MONTHS } from '@yardstick/core/estimates/figures';
import { letAgreed, isRoomLet, letStatus, raw, rentalDemandLevel } from './sql-fragments.ts';

/**
 * Figures of a listing's own history (docs/methodology.md): `first_listed_price` (the earliest
 * price recorded in listing_price_history, else the one kept from an earlier derive, else
 * the current price), `price_variation`, and `rental_demand` of the listing's postcode
 * district: the share of the rentals listed in the RENTAL_DEMAND_MONTHS (6) months to
 * `listingsAsOf` that were let agreed within QUICK_LET_DAYS (21) days of listing, banded as
 * core's rentalDemand. Fills `d_fig` and `d_demand`.
 */

export async function deriveRentalDemand(
  s: DeriveSession,
  options: { listingsAsOf: string },
): Promise<number> {
  await s.createTemp(
    'd_demand',
    `district text PRIMARY KEY, area text, rentals integer, quick integer, share float8,
      level text`,
  );
  // The let date: the first price-history entry recording a let, else the listing's last
  // update when it is let agreed now.
  await s.exec(sql`
    INSERT INTO d_demand (district, area, rentals, quick)
    SELECT r.district, min(r.area), count(*)::int,
           count(*) FILTER (WHERE r.let_on IS NOT NULL
                              AND r.let_on - r.listed_on <= ${QUICK_LET_DAYS})::int
    FROM (
      SELECT coalesce(l.district, p.district) AS district, coalesce(l.area, p.area) AS area,
             l.listed_on,
             coalesce(
               (SELECT min(h.recorded_at)::date FROM listing_price_history h
                WHERE h.listing_id = l.id AND ${raw(letStatus('h.status'))}),
               CASE WHEN ${raw(letAgreed('l'))} THEN l.updated_on::date END) AS let_on
      FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
      WHERE l.transaction_type = 'rent' AND NOT ${raw(isRoomLet('l'))}
        AND l.listed_on > (${options.listingsAsOf}::date - make_interval(months => ${RENTAL_DEMAND_MONTHS}))::date
        AND l.listed_on <= ${options.listingsAsOf}::date
    ) r
    WHERE r.district IS NOT NULL
    GROUP BY r.district`);
  await s.exec(sql`
    UPDATE d_demand SET share = quick::float8 / rentals,
      level = ${raw(rentalDemandLevel('quick::float8 / rentals'))}
    WHERE rentals > 0`);
  return s.count('d_demand');
}

/**
 * Rental demand is a district figure: applied to every listing whose value differs, not
 * only to the targets (a rental let in a district changes it for all its listings).
 */
export async function applyRentalDemand(s: DeriveSession): Promise<number> {
  const updated = await s.exec(sql`
    UPDATE listings l SET rental_demand = x.level
    FROM (
      SELECT l.id, dd.level
      FROM listings l
      LEFT JOIN postcodes p ON l.district IS NULL AND p.postcode = l.postcode
      LEFT JOIN d_demand dd ON dd.district = coalesce(l.district, p.district)
    ) x
    WHERE x.id = l.id AND l.rental_demand IS DISTINCT FROM x.level`);
  return updated.affected;
}

export async function deriveListingFigures(s: DeriveSession): Promise<number> {
  await s.createTemp(
    'd_fig',
    `id bigint PRIMARY KEY, first_listed_price integer, price_variation numeric,
      rental_demand text`,
  );
  const inserted = await s.exec(sql`
    INSERT INTO d_fig
    SELECT x.id, x.first_price,
           CASE WHEN x.list_price IS NULL THEN NULL
                WHEN x.first_price > 0
                THEN ${raw(jsRound1('(x.list_price - x.first_price)::float8 / x.first_price * 100'))}
                ELSE 0 END,
           x.rental_demand
    FROM (
      SELECT t.id, t.list_price, dd.level AS rental_demand,
             coalesce(h.price, t.first_listed_price, t.list_price) AS first_price
      FROM d_target t
      LEFT JOIN d_demand dd ON dd.district = t.district
      LEFT JOIN (
        SELECT DISTINCT ON (h.listing_id) h.listing_id, h.price
        FROM listing_price_history h
        WHERE h.listing_id IN (SELECT id FROM d_target)
        ORDER BY h.listing_id, h.recorded_at, h.id
      ) h ON h.listing_id = t.id
    ) x`);
  return inserted.affected;
}
