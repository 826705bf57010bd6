import { parseUkLatLng } from '../../parse/coordinates.ts';
import { parseDateTime, parseIsoDate } from '../../parse/dates.ts';
import { htmlToText } from '../../parse/html-text.ts';
import { inRange, parseDecimal, parseInteger } from '../../parse/numbers.ts';
import { RowError } from '../../parse/row-error.ts';
import {
  BLM_FURNISHED,
  BLM_LET_TYPE,
  BLM_PRICE_QUALIFIER,
  BLM_PROPERTY_TYPES,
  BLM_RENT_FREQUENCY,
  BLM_STATUS,
  BLM_TENURE,
  BLM_TRANSACTION,
} from './blm-codes.ts';
import { listingPostcode, splitBuilding } from './listing-address.ts';
import type { ListingRow } from './listing-row.ts';
import { monthlyRent } from './rent.ts';

/** MEDIA_IMAGE_60 and above hold EPC graphs in exporters' feeds, not photographs. */
const FIRST_EPC_IMAGE = 60;

/** A field's value, trimmed ('' when the feed's definition lacks it). */
type Values = ReadonlyMap<string, string>;
const get = (values: Values, name: string) => (values.get(name) ?? '').trim();

/** Media of one kind (MEDIA_IMAGE_nn, MEDIA_FLOOR_PLAN_nn) in number order, blanks skipped. */
function media(values: Values, prefix: string, below = Infinity): string[] {
  const pattern = new RegExp(`^${prefix}_(\\d+)$`);
  return [...values.entries()]
    .flatMap(([name, value]) => {
      const index = pattern.exec(name)?.[1];
      return index !== undefined && Number(index) < below && value.trim() !== ''
        ? [[Number(index), value.trim()] as const]
        : [];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([, value]) => value);
}

function code<T>(table: Readonly<Record<string, T>>, values: Values, name: string): T | null {
  const raw = get(values, name);
  if (raw === '') return null;
  if (!(raw in table)) throw new RowError(`${name}: "${raw}" is not a known code`);
  return table[raw]!;
}

function count(values: Values, name: string): number | null {
  return inRange(parseInteger(get(values, name), name), 0, 99, name);
}

function flag(raw: string): boolean | null {
  const value = raw.trim().toUpperCase();
  if (value === 'Y' || value === '1') return true;
  if (value === 'N' || value === '0') return false;
  return null;
}

/** Text from an HTML field, null when empty. */
function text(raw: string): string | null {
  const plain = htmlToText(raw);
  return plain === '' ? null : plain;
}

/** The branch a record belongs to: BRANCH_ID, else the prefix of AGENT_REF ("2559_347614"). */
export function blmBranch(values: Values): string {
  const branch = get(values, 'BRANCH_ID') || /^([^_]+)_/.exec(get(values, 'AGENT_REF'))?.[1];
  if (!branch) throw new RowError('BRANCH_ID is missing');
  return branch;
}

/** A PROP_SUB_ID this importer does not know yet: imported as "Other". */
export const OTHER_PROPERTY_TYPE = ['Other', 'O'] as const;

/** Receives what was not understood in a record that is imported all the same. */
export type BlmWarn = (message: string) => void;

/**
 * A descriptive code (sub-type, price qualifier, tenure, furnishing, let type). Rightmove
 * adds codes over time: a well-formed code we do not know yet gives `fallback` and a warning
 * rather than losing the listing; only a value that is not a code at all rejects the record.
 * Codes that decide what a listing is (transaction, status, rent frequency) stay strict.
 */
function lenientCode<T>(
  table: Readonly<Record<string, T>>,
  values: Values,
  name: string,
  fallback: T | null,
  warn: BlmWarn,
): T | null {
  const raw = get(values, name);
  if (raw === '' || raw in table || !/^\d{1,4}$/.test(raw)) return code(table, values, name);
  warn(
    `${name}: "${raw}" is not a code we know; imported as ${fallback === null ? 'unknown' : `"${String(Array.isArray(fallback) ? fallback[0] : fallback)}"`}`,
  );
  return fallback;
}

/** Maps one BLM record to a `listings` row of the feed `blm:<BRANCH_ID>`. */
export function blmListing(values: Values, warn: BlmWarn = () => {}): ListingRow {
  const ref = get(values, 'AGENT_REF');
  if (!ref) throw new RowError('AGENT_REF is missing');
  const branch = blmBranch(values);
  const transaction = code(BLM_TRANSACTION, values, 'TRANS_TYPE_ID');
  if (!transaction) throw new RowError('TRANS_TYPE_ID is missing');
  const published = flag(get(values, 'PUBLISHED_FLAG'));
  const status = code(BLM_STATUS, values, 'STATUS_ID') ?? 'available';
  const qualifier = lenientCode(BLM_PRICE_QUALIFIER, values, 'PRICE_QUALIFIER', null, warn);
  const amount = inRange(parseDecimal(get(values, 'PRICE'), 'PRICE'), 0, 1e10, 'PRICE');
  const frequency =
    transaction === 'rent'
      ? (code(BLM_RENT_FREQUENCY, values, 'LET_RENT_FREQUENCY') ?? 'monthly')
      : null;
  // 0 is how feeds say "price on application".
  const price =
    amount === null || amount === 0
      ? null
      : frequency
        ? monthlyRent(amount, frequency)
        : Math.round(amount);
  const type = lenientCode(BLM_PROPERTY_TYPES, values, 'PROP_SUB_ID', OTHER_PROPERTY_TYPE, warn);
  const where = listingPostcode(get(values, 'POSTCODE1'), get(values, 'POSTCODE2'));
  const building = splitBuilding(get(values, 'ADDRESS_1'));
  const features = Array.from({ length: 10 }, (_, i) =>
    text(get(values, `FEATURE${i + 1}`)),
  ).filter((feature): feature is string => feature !== null);
  const images = media(values, 'MEDIA_IMAGE', FIRST_EPC_IMAGE);
  const created = parseDateTime(get(values, 'CREATE_DATE'), 'CREATE_DATE');
  // v3 has no coordinates; some exporters add LATITUDE/LONGITUDE (0,0 when unknown).
  const location = parseUkLatLng(get(values, 'LATITUDE'), get(values, 'LONGITUDE'));
  return {
    source: `blm:${branch}`,
    source_ref: ref,
    agent_id: null,
    agent_source: 'blm',
    agent_ref: branch,
    transaction_type: transaction,
    status: published === false ? 'withdrawn' : status,
    property_url: null,
    list_price: price,
    price_qualifier: qualifier,
    rent_frequency: frequency,
    deposit: transaction === 'rent' ? parseInteger(get(values, 'LET_BOND'), 'LET_BOND') : null,
    address: text(get(values, 'DISPLAY_ADDRESS')),
    paon: building.paon,
    saon: building.saon,
    street: text(get(values, 'ADDRESS_2')),
    locality: text(get(values, 'ADDRESS_3')),
    town: text(get(values, 'TOWN')),
    ...where,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    property_type: type?.[1] ?? null,
    property_sub_type: type?.[0] ?? null,
    bedrooms: count(values, 'BEDROOMS'),
    bathrooms: count(values, 'BATHROOMS'),
    reception_rooms: count(values, 'LIVING_ROOMS'),
    total_floor_area: null,
    tenure: lenientCode(BLM_TENURE, values, 'TENURE_TYPE_ID', null, warn),
    new_home: flag(get(values, 'NEW_HOME_FLAG')),
    furnished:
      transaction === 'rent' ? lenientCode(BLM_FURNISHED, values, 'LET_FURN_ID', null, warn) : null,
    let_type:
      transaction === 'rent' ? lenientCode(BLM_LET_TYPE, values, 'LET_TYPE_ID', null, warn) : null,
    available_from:
      transaction === 'rent'
        ? parseIsoDate(get(values, 'LET_DATE_AVAILABLE'), 'LET_DATE_AVAILABLE')
        : null,
    summary: text(get(values, 'SUMMARY')),
    description: text(get(values, 'DESCRIPTION')),
    features,
    main_image: images[0] ?? null,
    images,
    floor_plan_images: media(values, 'MEDIA_FLOOR_PLAN'),
    listed_on: created ? created.slice(0, 10) : null,
    updated_on: parseDateTime(get(values, 'UPDATE_DATE'), 'UPDATE_DATE'),
    removed_on: null,
  };
}
