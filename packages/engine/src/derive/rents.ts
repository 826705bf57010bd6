import { sql } from 'kysely';
import {
  RENT_HALF_WEIGHT_METRES,
  RENT_LET_AGREED_FROM,
  RENT_NEAREST,
  RENT_STEPS,
  type RentStep,
} from '@yardstick/core/estimates/rent-comparables';
import type { DeriveSession } from './derive-session.ts';
import { boxAround, haversine, jsRound2, withinMetres } from '@yardstick/db/sql-fragments';
import { PLO_WINDOW_MONTHS } from '@yardstick/core/listings/listing-states';
import {
  addressKey,
  letAgreed,
  isNonResidential,
  isRentComparable,
  liveRental,
  raw,
  saleOnMarket,
} from './sql-fragments.ts';
import { ESTIMATE_TARGET } from './targets.ts';

/**
 * PLO pairs and rent estimates (docs/methodology.md "PLO", "Rent, yield and ROI").
 *
 * A PLO pair is an available residential sale listing and an available whole-property rental
 * at the same postcode with the same normalised address. The rent estimate of a sale listing
 * is the paired rental's rent when it has one, else the distance-weighted median of the
 * nearest rentals of its property type and bedroom count, widening step by step (core's
 * rent-comparables.ts `rentEstimate`, which this computes set-based and the tests compare).
 */
/**
 * The key PLO pairs match on (docs/methodology.md "PLO pairs"): the key built from SAON, PAON
 * and street when the feed split the address, else the feed's address_key; then the flat
 * designators 'apartment', 'apt', 'unit' and 'flat' made one ('flat') and a number's letter
 * joined to it ('14 a' -> '14a'), so two feeds' spellings of one address meet.
 */
export const ploKey = (alias: string) =>
  `regexp_replace(regexp_replace(
     CASE WHEN coalesce(${alias}.paon, '') <> ''
          THEN ${addressKey(`${alias}.saon`, `${alias}.paon`, `${alias}.street`)}
          ELSE nullif(${alias}.address_key, '') END,
     '\\m(apartment|apt|unit|flat)\\M', 'flat', 'g'),
     '(\\m[0-9]+) ([a-z])(\\||$| )', '\\1\\2\\3', 'g')`;

/**
 * Rebuilds plo_pairs from every listing; returns the number of pairs. A pair is a sale
 * listing on the market (not withdrawn, sold or removed; residential) and a whole-home
 * rental (core's rent evidence: not a room, student or commercial let; not withdrawn or
 * removed; to let or let agreed) listed in core's PLO_WINDOW_MONTHS months to listingsAsOf, at the
 * same postcode with the same key (ploKey), where the key names a house number or name, a
 * flat names its flat on both sides, both are flats or both are not, and the bedroom counts
 * agree when both are known. A sale with several such rentals keeps the latest listed.
 */
export async function derivePloPairs(
  s: DeriveSession,
  options: {
    listingsAsOf?: string;
    /**
     * Rebuild only the pairs at the postcodes of `d_target` (the changed listings) and of the
     * pairs they are in: a pair is two listings at one postcode, so the pairs elsewhere are
     * what a rebuild from every listing gives while their listings are unchanged. For the
     * `deferReach` pass; the next run rebuilds from every listing.
     */
    ofTargets?: boolean;
  } = {},
): Promise<number> {
  const asOf = options.listingsAsOf ?? new Date().toISOString().slice(0, 10);
  // The postcodes rebuilt (all when not ofTargets).
  if (options.ofTargets) {
    await s.createTemp('d_plo_scope', 'postcode text PRIMARY KEY');
    await s.exec(sql`
      INSERT INTO d_plo_scope
      SELECT postcode FROM d_target WHERE postcode IS NOT NULL
      UNION
      SELECT p.postcode FROM plo_pairs p
      WHERE p.sale_listing_id IN (SELECT id FROM d_target)
         OR p.rent_listing_id IN (SELECT id FROM d_target)`);
    await s.exec(sql`ANALYZE d_plo_scope`);
  }
  const inScope = (column: string) =>
    options.ofTargets ? raw(`AND ${column} IN (SELECT postcode FROM d_plo_scope)`) : sql``;
  const stored = options.ofTargets
    ? sql`(SELECT * FROM plo_pairs WHERE postcode IN (SELECT postcode FROM d_plo_scope))`
    : sql`plo_pairs`;
  await s.createTemp(
    'd_plo',
    `sale_listing_id bigint, rent_listing_id bigint, postcode text, address_key text,
      sale_price integer, rent_price integer, avg_yield numeric,
      PRIMARY KEY (sale_listing_id, rent_listing_id)`,
  );
  await s.exec(sql`
    INSERT INTO d_plo
    SELECT DISTINCT ON (sl.id) sl.id, rl.id, sl.postcode, sl.key, sl.list_price, rl.list_price,
           CASE WHEN sl.list_price > 0
                THEN ${raw(jsRound2('rl.list_price::float8 * 12 / sl.list_price * 100'))} END
    FROM (SELECT l.id, l.postcode, ${raw(ploKey('l'))} AS key, l.list_price, l.property_type,
                 l.bedrooms
          FROM listings l
          WHERE ${raw(saleOnMarket('l'))} AND l.removed_on IS NULL
            AND l.postcode IS NOT NULL AND NOT ${raw(isNonResidential('l'))}
            ${inScope('l.postcode')}) sl
    JOIN (SELECT l.id, l.postcode, ${raw(ploKey('l'))} AS key, l.list_price, l.property_type,
                 l.bedrooms, l.listed_on
          FROM listings l
          WHERE ${raw(liveRental('l', { stillListed: true }))}
            AND l.postcode IS NOT NULL AND l.list_price > 0 AND ${raw(isRentComparable('l'))}
            ${inScope('l.postcode')}
            AND coalesce(l.listed_on, l.updated_on::date)
                >= (${asOf}::date - make_interval(months => ${PLO_WINDOW_MONTHS}))::date) rl
      ON rl.postcode = sl.postcode AND rl.key = sl.key
    WHERE sl.key IS NOT NULL AND split_part(sl.key, '|', 2) <> ''
      AND (sl.property_type = 'F') IS NOT DISTINCT FROM (rl.property_type = 'F')
      AND NOT (split_part(sl.key, '|', 1) = '' AND 'F' IN (sl.property_type, rl.property_type))
      AND (sl.bedrooms IS NULL OR rl.bedrooms IS NULL OR sl.bedrooms = rl.bedrooms)
    ORDER BY sl.id, rl.listed_on DESC NULLS LAST, rl.id DESC`);
  // The sale listings whose pairing changes (their rent estimate follows the pair).
  await s.createTemp('d_plo_changed', 'id bigint PRIMARY KEY');
  await s.exec(sql`
    INSERT INTO d_plo_changed
    SELECT DISTINCT coalesce(d.sale_listing_id, p.sale_listing_id)
    FROM d_plo d
    FULL JOIN ${stored} p
      ON p.sale_listing_id = d.sale_listing_id AND p.rent_listing_id = d.rent_listing_id
    WHERE d.sale_listing_id IS NULL OR p.sale_listing_id IS NULL
       OR p.rent_price IS DISTINCT FROM d.rent_price`);
  await s.exec(sql`
    DELETE FROM plo_pairs p
    WHERE NOT EXISTS (SELECT 1 FROM d_plo d
                      WHERE d.sale_listing_id = p.sale_listing_id
                        AND d.rent_listing_id = p.rent_listing_id)
      ${inScope('p.postcode')}`);
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
  return options.ofTargets ? s.count('plo_pairs') : s.count('d_plo');
}

/** Property type codes of the type-shifted index (0: compared with every type). */
const typeCode = (t: string) =>
  `(CASE ${t} WHEN 'D' THEN 1 WHEN 'S' THEN 2 WHEN 'T' THEN 3 WHEN 'F' THEN 4 ELSE 0 END)`;
/** Type groups of the group-shifted index: houses 1, flats 2 (0: every type). */
const groupCode = (t: string) =>
  `(CASE WHEN ${t} IN ('D', 'S', 'T') THEN 1 WHEN ${t} = 'F' THEN 2 ELSE 0 END)`;

/**
 * The GiST spaces the radius steps search: rentals by place, shifted east by 1,000 degrees
 * per step of (bedrooms x 10 + type code), so a subject's box meets only rentals of its own
 * bedroom count and type (or type group); latitude stays true for the box's width.
 */
const shiftedLng = (lng: string, bedrooms: string, code: string) =>
  `(${lng} + 1000 * (${bedrooms} * 10 + ${code}))`;
const shifted = (alias: string, code: (t: string) => string) =>
  `point(${shiftedLng(`${alias}.lng`, `coalesce(${alias}.bedrooms, -1)`, code(`${alias}.ptype`))}, ${alias}.lat)`;

function stepLabel(step: RentStep): string {
  return `${step.radius === 0 ? 'sector' : `radius-${step.radius}`}-${step.months}-${step.type}`;
}

/**
 * `d_rent`: the rent estimate of each residential sale target (`d_target`), from `d_plo`
 * (derivePloPairs) and the whole-home rentals listed in the 24 months to `listingsAsOf`.
 * Returns how many got one.
 */
export async function deriveRentEstimates(
  s: DeriveSession,
  options: { listingsAsOf: string },
): Promise<number> {
  await s.createTemp(
    'ev_rent',
    `id bigint, sector text, lat float8, lng float8, ptype text, bedrooms smallint,
      rent float8, listed date, let_agreed boolean`,
  );
  // Whole homes let (core's isRentComparable): no rooms, shares, student or commercial lets.
  await s.exec(sql`
    INSERT INTO ev_rent
    SELECT l.id, coalesce(l.sector, p.sector),
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lat ELSE p.lat END,
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lng ELSE p.lng END,
           l.property_type, l.bedrooms, l.list_price, coalesce(l.listed_on, l.updated_on::date),
           ${raw(letAgreed('l'))}
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode
    WHERE ${raw(liveRental('l'))} AND l.list_price > 0
      AND ${raw(isRentComparable('l'))}
      AND coalesce(l.listed_on, l.updated_on::date)
          BETWEEN (${options.listingsAsOf}::date - interval '24 months')::date
              AND ${options.listingsAsOf}::date
    ORDER BY floor((coalesce(l.lat, p.lat)) * 100), floor((coalesce(l.lng, p.lng)) * 100)`);
  await s.exec(sql`CREATE INDEX ON ev_rent (sector, ptype, bedrooms)`);
  await s.exec(sql`ANALYZE ev_rent`);

  await s.createTemp('d_rent', 'id bigint PRIMARY KEY, rent_estimate integer, source text');
  // A PLO item's rent is its paired rental's (the latest listed, when several).
  await s.exec(sql`
    INSERT INTO d_rent
    SELECT DISTINCT ON (d.sale_listing_id) d.sale_listing_id, d.rent_price, 'plo'
    FROM d_plo d
    JOIN d_target t ON t.id = d.sale_listing_id
    JOIN listings r ON r.id = d.rent_listing_id
    WHERE ${raw(ESTIMATE_TARGET)}
    ORDER BY d.sale_listing_id, r.listed_on DESC NULLS LAST, r.id DESC`);

  await s.exec(sql`ANALYZE d_rent`);
  await s.createTemp(
    'rent_pending',
    `id bigint PRIMARY KEY, sector text, lat float8, lng float8, ptype text,
      bedrooms smallint`,
  );
  await s.exec(sql`
    INSERT INTO rent_pending
    SELECT t.id, t.sector, t.lat, t.lng, t.ptype, t.bedrooms FROM d_target t
    WHERE ${raw(ESTIMATE_TARGET)} AND NOT EXISTS (SELECT 1 FROM d_rent r WHERE r.id = t.id)
    ORDER BY floor((t.lat) * 100), floor((t.lng) * 100)`);
  await s.exec(sql`ANALYZE rent_pending`);
  await s.createTemp('rent_pick', 'id bigint, rent float8, w float8');

  let gistBuilt = false;
  for (const step of RENT_STEPS) {
    const from = sql`(${options.listingsAsOf}::date - make_interval(months => ${step.months}))::date`;
    const located = raw(step.located ? 'p.lat IS NOT NULL' : 'p.lat IS NULL');
    const distance = raw(`CASE WHEN p.lat IS NOT NULL AND e.lat IS NOT NULL
                            THEN ${haversine('p.lat', 'p.lng', 'e.lat', 'e.lng')} END`);
    // Core's typeMatches: the same type for D, S, T, F (else any); houses or flats together.
    const typeMatch = raw(
      step.type === 'same-type'
        ? `(p.ptype IS NULL OR p.ptype NOT IN ('D', 'S', 'T', 'F') OR e.ptype = p.ptype)`
        : `(${groupCode('p.ptype')} = 0 OR ${groupCode('e.ptype')} = ${groupCode('p.ptype')})`,
    );
    const code = step.type === 'same-type' ? typeCode : groupCode;
    // Which subjects, and how their candidates are found.
    const variants: { subjects: string; where: string }[] =
      step.radius === 0
        ? step.type === 'same-type'
          ? [
              {
                // Known bedrooms and a compared type: the (sector, type, bedrooms) index.
                subjects: `p.bedrooms IS NOT NULL AND ${typeCode('p.ptype')} <> 0`,
                where: 'e.sector = p.sector AND e.ptype = p.ptype AND e.bedrooms = p.bedrooms',
              },
              {
                subjects: `NOT (p.bedrooms IS NOT NULL AND ${typeCode('p.ptype')} <> 0)`,
                where: 'e.sector = p.sector',
              },
            ]
          : [{ subjects: 'true', where: 'e.sector = p.sector' }]
        : [
            {
              // Known bedrooms and a compared type: the shifted index meets only their rentals.
              subjects: `p.bedrooms IS NOT NULL AND ${code('p.ptype')} <> 0`,
              where: `${shifted('e', code)} <@ ${boxAround(
                'p.lat',
                shiftedLng('p.lng', 'p.bedrooms', code('p.ptype')),
                step.radius,
              )}`,
            },
            {
              subjects: `NOT (p.bedrooms IS NOT NULL AND ${code('p.ptype')} <> 0)`,
              where: `point(e.lng, e.lat) <@ ${boxAround('p.lat', 'p.lng', step.radius)}`,
            },
          ];
    if (step.radius > 0 && !gistBuilt) {
      await s.exec(sql`CREATE INDEX ON ev_rent USING gist (point(lng, lat))`);
      await s.exec(sql`CREATE INDEX ON ev_rent USING gist (${raw(shifted('ev_rent', typeCode))})`);
      await s.exec(sql`CREATE INDEX ON ev_rent USING gist (${raw(shifted('ev_rent', groupCode))})`);
      gistBuilt = true;
    }
    await s.exec(sql`TRUNCATE rent_pick`);
    for (const variant of variants) {
      // The step's comparables of each subject: counted first (a cheap lateral; most subjects
      // of a thin step stop here), then, for the subjects with enough, the let-agreed ones
      // alone when RENT_LET_AGREED_FROM are known, else all, the RENT_NEAREST nearest kept
      // with their weights.
      const matches = sql`${raw(variant.where)}
                AND e.listed >= ${from}
                AND (p.bedrooms IS NULL OR e.bedrooms = p.bedrooms)
                AND ${typeMatch}
                AND ${raw(step.radius === 0 ? 'true' : withinMetres('p.lat', 'p.lng', 'e.lat', 'e.lng', step.radius))}`;
      await s.exec(sql`
        INSERT INTO rent_pick (id, rent, w)
        SELECT p.id, c.rent, CASE WHEN c.d IS NULL THEN 1::float8
                                  ELSE 1 / (1 + c.d / ${RENT_HALF_WEIGHT_METRES}::float8) END
        FROM rent_pending p
        CROSS JOIN LATERAL (
          SELECT count(*) AS n_all, count(*) FILTER (WHERE e.let_agreed) AS n_let
          FROM ev_rent e
          WHERE ${matches}
        ) a
        CROSS JOIN LATERAL (
          SELECT e.rent, ${distance} AS d
          FROM ev_rent e
          WHERE ${matches} AND (a.n_let < ${RENT_LET_AGREED_FROM} OR e.let_agreed)
          ORDER BY d NULLS LAST, e.listed DESC, e.rent, e.id
          LIMIT ${RENT_NEAREST}
        ) c
        WHERE ${located} AND ${raw(variant.subjects)} AND a.n_all >= ${step.minimum}`);
    }
    // Core's weightedMedian: the lowest rent whose cumulative weight reaches half the total.
    const inserted = (
      await s.exec(sql`
        INSERT INTO d_rent
        SELECT DISTINCT ON (x.id) x.id, x.rent::integer, ${stepLabel(step)}
        FROM (
          SELECT k.id, k.rent,
                 sum(k.w) OVER (PARTITION BY k.id ORDER BY k.rent) AS cum,
                 sum(k.w) OVER (PARTITION BY k.id) AS total
          FROM rent_pick k
        ) x
        WHERE x.cum * 2 >= x.total
        ORDER BY x.id, x.rent`)
    ).affected;
    if (inserted > 0) {
      await s.settle('d_rent', 'rent_pending', 'id');
    }
  }
  return s.count('d_rent');
}
