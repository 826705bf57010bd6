import { sql, type RawBuilder } from 'kysely';
import { CONFIDENCE_RULES, RENTAL_DEMAND_BANDS } from '@yardstick/core/estimates/figures';

/**
 * SQL fragments of the derive step and the backtest (distance, boxes and rounding are shared
 * with the API in @yardstick/db/sql-fragments). Each mirrors a function of packages/core
 * exactly (the constants imported from core, the same rounding), so a figure computed in SQL
 * equals the one the core function gives for the same inputs; the tests check that they
 * agree. Fragments take column references (trusted SQL text written in this folder), never
 * user input.
 */

/**
 * One part of a normalised address: lower case, every run of other characters than a-z and
 * 0-9 to one space, trimmed (the normalisation of listings.address_key).
 */
export function normPart(expr: string): string {
  return `btrim(regexp_replace(lower(coalesce(${expr}, '')), '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The normalised address key of a Price Paid record or listing from its SAON, PAON and street:
 * 'flat 2|14|oak road' (the format of listings.address_key).
 */
export function addressKey(saon: string, paon: string, street: string): string {
  return `(${normPart(saon)} || '|' || ${normPart(paon)} || '|' || ${normPart(street)})`;
}

/** An address's words in order, for matching EPC addresses (address1..3) against a sale. */
export function addressWords(...parts: string[]): string {
  return normPart(`concat_ws(' ', ${parts.join(', ')})`);
}

/** The words of an address key ('flat 2|14|oak road' -> 'flat 2 14 oak road'), as addressWords. */
export function wordsOfKey(key: string): string {
  return `concat_ws(' ', nullif(split_part(${key}, '|', 1), ''), nullif(split_part(${key}, '|', 2), ''),
                    nullif(split_part(${key}, '|', 3), ''))`;
}

/** Confidence of core's estimateConfidence from the count, quartiles and median. */
export function confidence(n: string, q1: string, q3: string, med: string): string {
  const rules = CONFIDENCE_RULES;
  const spread = `(CASE WHEN (${med}) > 0 THEN ((${q3}) - (${q1})) / (${med}) ELSE 'Infinity'::float8 END)`;
  return `(CASE WHEN (${n}) < ${rules.lowBelowComparables} OR ${spread} > ${rules.lowSpreadAbove} THEN 'Low'
               WHEN (${n}) >= ${rules.highFromComparables} AND ${spread} < ${rules.highSpreadBelow} THEN 'High'
               ELSE 'Medium' END)`;
}

/** Rental demand level of core's rentalDemand from a quick-let share (a float8 expression). */
export function rentalDemandLevel(share: string): string {
  return `(CASE WHEN (${share}) >= ${RENTAL_DEMAND_BANDS.highFromShare} THEN 'High'
               WHEN (${share}) >= ${RENTAL_DEMAND_BANDS.mediumFromShare} THEN 'Medium' ELSE 'Low' END)`;
}

/** Houses (D, S, T) are compared together, flats (F) apart; other types ('O') with every type. */
export function typeGroup(propertyType: string): string {
  return `(CASE WHEN (${propertyType}) IN ('D', 'S', 'T') THEN 'H' WHEN (${propertyType}) = 'F' THEN 'F' ELSE 'A' END)`;
}

// Room, student and non-residential lets and rent evidence: written once for both apps.
export {
  isNonResidential,
  isRentComparable,
  isRoomLet,
  isStudentLet,
} from '@yardstick/db/listing-kinds';

// The listing states (decision 0010): written once in core, rendered by packages/db.
export {
  currentListing,
  letAgreed,
  letStatus,
  liveRental,
  saleOnMarket,
} from '@yardstick/db/listing-states';

export const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

/**
 * The address key a listing is matched on: built from its SAON, PAON and street when the
 * feed split the address, else the feed's own `address_key`.
 */
export function listingKey(alias: string): string {
  return `(CASE WHEN coalesce(${alias}.paon, '') <> ''
               THEN ${addressKey(`${alias}.saon`, `${alias}.paon`, `${alias}.street`)}
               ELSE ${alias}.address_key END)`;
}

/** The postcode district (outward code) of a postcode: 'SW19 1AA' -> 'SW19'. */
export function districtOf(postcode: string): string {
  return `nullif(split_part(${postcode}, ' ', 1), '')`;
}

/** The postcode area (the outward code's letters): 'SW19 1AA' -> 'SW'. */
export function areaOf(postcode: string): string {
  return `nullif(substring(${postcode} from '^[A-Z]+'), '')`;
}

/**
 * The key a Price Paid record's property is paired on across its sales (the local index's
 * repeat sales): the record's own postcode, SAON, PAON and street as published (Price Paid
 * writes one property the same way in every record).
 */
export function pairKey(alias: string): string {
  return `(${alias}.postcode || '|' || coalesce(${alias}.saon, '') || '|' || coalesce(${alias}.paon, '') || '|' || coalesce(${alias}.street, ''))`;
}

/**
 * The building or row of a property, for the closest comparables: a flat's building (its
 * postcode, PAON and street), a house's postcode and exact type.
 */
export function buildingKey(postcode: string, ptype: string, paon: string, street: string): string {
  return `(CASE WHEN ${ptype} = 'F'
               THEN ${postcode} || '|F|' || upper(btrim(coalesce(${paon}, ''))) || '|' || upper(btrim(coalesce(${street}, '')))
               ELSE ${postcode} || '|' || coalesce(${ptype}, '') END)`;
}

/**
 * The street of a sale or listing for the location effect (core locationEffect): its postcode
 * district and normalised street name ('SW19|oak road'); null without either.
 */
export function streetKey(district: string, normalisedStreet: string): string {
  return `(${district} || '|' || nullif(${normalisedStreet}, ''))`;
}

/** A listing's tenure as leasehold (true), freehold (false) or unknown (null). */
export function leaseholdOf(tenure: string): string {
  return `(CASE WHEN lower(${tenure}) LIKE '%leasehold%' OR lower(${tenure}) LIKE '%share of freehold%'
                THEN true WHEN lower(${tenure}) LIKE '%freehold%' THEN false END)`;
}
