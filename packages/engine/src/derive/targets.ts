import { sql } from 'kysely';
import type { DeriveSession } from './derive-session.ts';
import {
  RENT_EXACT_TYPES,
  RENT_REACH_METRES,
  RENT_TYPE_GROUP_REACH_METRES,
} from '@yardstick/core/estimates/rent-comparables';
import { boxAround } from '@yardstick/db/sql-fragments';
import {
  addressWords,
  isNonResidential,
  leaseholdOf,
  listingKey,
  raw,
  typeGroup,
} from './sql-fragments.ts';

/**
 * Which listings a derive run recomputes (`d_target`), with everything the figure families
 * read about them: location (the listing's own, else its postcode's centroid), geography
 * codes for the HPI series and the nation, the address key, and a floor area from a matched
 * EPC certificate when the feed gave none.
 *
 * A full run takes every listing. An incremental run takes the listings whose inputs changed
 * (their fingerprint differs from `derive_hash`), plus the listings those changes reach: the
 * sale listings within reach of a changed rental (rent comparables) and those whose PLO
 * pairing changed. (Rental demand, a district figure, is applied to every listing apart.)
 *
 * `residential` is false for commercial, mixed-use, land and parking listings (core's
 * isNonResidential, docs/methodology.md "What is estimated"): they get no estimate range, rent
 * estimate, BMV, yield or ROI. Every figure family that values a home selects its subjects
 * with `ESTIMATE_TARGET` (sale listings that are residential), never with `tt = 'sale'` alone.
 */

/** The condition on `d_target` (alias `t`) of a listing valued as a home. */
export const ESTIMATE_TARGET = `(t.tt = 'sale' AND t.residential)`;

/** The fingerprint of a listing's inputs (never of a derived column). */
export function inputHash(alias: string): string {
  const a = alias;
  return `md5(ROW(${a}.transaction_type, ${a}.status, ${a}.list_price, ${a}.postcode, ${a}.sector,
    ${a}.district, ${a}.area, ${a}.lat, ${a}.lng, ${a}.property_type, ${a}.property_sub_type,
    ${a}.let_type, ${a}.bedrooms, ${a}.total_floor_area, ${a}.saon, ${a}.paon, ${a}.street,
    ${a}.address_key, ${a}.listed_on, ${a}.removed_on, ${a}.tenure, ${a}.new_home,
    ${a}.price_qualifier, ${a}.summary, ${a}.description, ${a}.features)::text)`;
}

/** The columns of `d_target`. */
const TARGET_COLUMNS = `id bigint PRIMARY KEY, tt text, status text, list_price integer, postcode text,
  sector text, district text, area text, lat float8, lng float8, ptype char(1),
  tgroup char(1), bedrooms smallint, floor_area float8, epc_area float8, key text,
  words text, first_listed_price integer, lad text, rgn text, ctry text, lsoa text,
  pc_imd_rank integer, hash text, residential boolean, new_build boolean,
  leasehold boolean`;

/** The columns of `d_target` from `listings l` (and its postcode `p`). */
function targetSelect() {
  return sql`
    SELECT l.id, l.transaction_type, l.status, l.list_price, l.postcode,
           coalesce(l.sector, p.sector), coalesce(l.district, p.district),
           coalesce(l.area, p.area),
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lat ELSE p.lat END,
           CASE WHEN l.lat IS NOT NULL AND l.lng IS NOT NULL THEN l.lng ELSE p.lng END,
           l.property_type, ${raw(typeGroup('l.property_type'))}, l.bedrooms,
           nullif(l.total_floor_area, 0)::float8, NULL, ${raw(listingKey('l'))},
           CASE WHEN coalesce(l.paon, '') <> '' AND coalesce(l.total_floor_area, 0) <= 0
                THEN ${raw(addressWords('l.saon', 'l.paon', 'l.street'))} END,
           l.first_listed_price, p.lad_code, p.region_code, p.country_code, p.lsoa_code,
           p.imd_rank, ${raw(inputHash('l'))}, NOT ${raw(isNonResidential('l'))},
           coalesce(l.new_home, false), ${raw(leaseholdOf('l.tenure'))}
    FROM listings l LEFT JOIN postcodes p ON p.postcode = l.postcode`;
}

export async function buildTargets(
  s: DeriveSession,
  full: boolean,
  /**
   * Leave out the sale listings a changed rental reaches (`deferReach` of runDerive): the
   * changed listings only; the caller then rebuilds the PLO pairs of their postcodes and adds
   * the sale listings whose pairing changed (addPloChangedTargets). The rentals keep their
   * old fingerprint, so the next run without it still reaches from them.
   */
  deferReach = false,
): Promise<number> {
  await s.createTemp('d_target', TARGET_COLUMNS);
  const select = targetSelect();
  if (full) {
    await s.exec(sql`INSERT INTO d_target ${select}`);
  } else {
    await s.exec(sql`
      INSERT INTO d_target ${select}
      WHERE l.derive_hash IS DISTINCT FROM ${raw(inputHash('l'))}`);
    await s.exec(sql`ANALYZE d_target`);
    // Reached by a changed rental: the sale listings whose rent it can enter (core's
    // rent-comparables: the same bedroom count unless the listing gives none; the same type
    // within RENT_REACH_METRES, or the same type group within RENT_TYPE_GROUP_REACH_METRES,
    // any type where either type is not one compared exactly), and sale listings whose PLO
    // pairing changed (d_plo_changed, rents.ts derivePloPairs).
    const exact = sql.raw(RENT_EXACT_TYPES.map((t) => `'${t}'`).join(', '));
    if (deferReach) {
      await s.exec(sql`UPDATE d_target t SET hash = l.derive_hash
        FROM listings l WHERE l.id = t.id AND t.tt = 'rent'`);
    } else {
      await s.exec(sql`
      INSERT INTO d_target ${select}
      WHERE l.id IN (
        SELECT n.id FROM d_target r
        JOIN listings n ON point(n.lng, n.lat) <@ ${raw(boxAround('r.lat', 'r.lng', RENT_REACH_METRES))}
        WHERE r.tt = 'rent' AND r.lat IS NOT NULL AND n.transaction_type = 'sale'
          AND (n.bedrooms IS NULL OR n.bedrooms = r.bedrooms)
          AND (n.property_type = r.ptype
               OR coalesce(n.property_type, '') NOT IN (${exact})
               OR coalesce(r.ptype, '') NOT IN (${exact})
               OR (${raw(typeGroup('n.property_type'))} = r.tgroup
                   AND point(n.lng, n.lat) <@ ${raw(boxAround('r.lat', 'r.lng', RENT_TYPE_GROUP_REACH_METRES))}))
        UNION
        SELECT n.id FROM listings n
        WHERE n.transaction_type = 'sale' AND (n.lat IS NULL OR n.lng IS NULL)
          AND n.sector IN (SELECT sector FROM d_target WHERE tt = 'rent')
        UNION
        SELECT id FROM d_plo_changed)
      ON CONFLICT (id) DO NOTHING`);
    }
  }
  await s.exec(sql`ANALYZE d_target`);
  return s.count('d_target');
}

/**
 * Adds to `d_target` the sale listings whose PLO pairing changed (`d_plo_changed`, after
 * derivePloPairs), for a `deferReach` run; returns the targets.
 */
export async function addPloChangedTargets(s: DeriveSession): Promise<number> {
  await s.exec(sql`
    INSERT INTO d_target ${targetSelect()}
    WHERE l.id IN (SELECT id FROM d_plo_changed)
    ON CONFLICT (id) DO NOTHING`);
  await s.exec(sql`ANALYZE d_target`);
  return s.count('d_target');
}

/**
 * EPC certificates with a floor area and their address words (`d_epc`), built once a run.
 * `ofTargets`: only those at the postcodes of `d_target` (an incremental run: matchTargetEpc
 * matches within a postcode, so no match is lost).
 */
export async function buildEpcWords(s: DeriveSession, ofTargets = false): Promise<void> {
  await s.tempTable(
    'd_epc',
    'lmk_key text, postcode text, words text, floor_area numeric, lodged date',
    sql`
    SELECT lmk_key, postcode, ${raw(addressWords('address1', 'address2', 'address3'))},
           total_floor_area, coalesce(lodgement_date, inspection_date)
    FROM epc_certificates
    WHERE total_floor_area > 0 AND postcode IS NOT NULL
      ${ofTargets ? sql`AND postcode IN (SELECT postcode FROM d_target)` : sql``}`,
  );
  await s.exec(sql`CREATE INDEX ON d_epc (postcode)`);
  await s.exec(sql`ANALYZE d_epc`);
}

/** A target without a floor area takes its latest matched EPC certificate's (`epc_area`). */
export async function matchTargetEpc(s: DeriveSession): Promise<number> {
  const updated = await s.exec(sql`
    UPDATE d_target t SET epc_area = m.floor_area
    FROM (
      SELECT DISTINCT ON (t.id) t.id, e.floor_area
      FROM d_target t
      JOIN d_epc e ON e.postcode = t.postcode
        AND (e.words = t.words OR e.words LIKE t.words || ' %')
      WHERE t.floor_area IS NULL AND t.words <> ''
      ORDER BY t.id, e.lodged DESC NULLS LAST, e.lmk_key
    ) m
    WHERE m.id = t.id`);
  return updated.affected;
}

/**
 * `d_target` with the listings `ids` only (the analysis of one property,
 * analyse.public.ts): the same columns a derive run reads.
 */
export async function buildTargetsOf(s: DeriveSession, ids: readonly string[]): Promise<number> {
  await s.createTemp('d_target', TARGET_COLUMNS);
  await s.exec(sql`INSERT INTO d_target ${targetSelect()} WHERE l.id = ANY(${ids}::bigint[])`);
  await s.exec(sql`ANALYZE d_target`);
  return s.count('d_target');
}
