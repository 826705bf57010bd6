import type { Selectable } from 'kysely';
import type { SoldPricesTable } from '@yardstick/db/schema';
import { RowError } from '../../parse/row-error.ts';

/** The `sold_prices` columns the derive step fills later, which a record leaves alone. */
type DerivedColumn = 'lat' | 'lng' | 'total_floor_area' | 'epc_lmk_key' | 'listing_id';

/**
 * One HM Land Registry Price Paid record as stored in `sold_prices`: the 16 published
 * fields (the transaction id without braces, the transfer date as 'YYYY-MM-DD'), plus the
 * postcode's sector and district.
 */
export type PpdRow = Record<string, string | number | null> &
  Omit<Selectable<SoldPricesTable>, DerivedColumn | 'date_of_transfer'> & {
    date_of_transfer: string;
  };

/** The fields of a record, whichever layout it came from. */
export interface PpdFields {
  id: string;
  price: string;
  date: string;
  postcode: string;
  propertyType: string;
  oldNew: string;
  duration: string;
  paon: string;
  saon: string;
  street: string;
  locality: string;
  town: string;
  district: string;
  county: string;
  category: string;
  /** Absent in the report-builder export: every row there is current, 'A'. */
  status: string;
}

const GUID =
  /^\{?([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\}?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: 00:00)?$/;
/** Day first, as a spreadsheet re-saves the dates of an export (a time after it is dropped). */
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?)?$/;
const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9])([A-Z]{2})$/;
const PRICE = /^\d{1,10}$/;

function code(value: string, allowed: string, label: string): string {
  if (value.length !== 1 || !allowed.includes(value)) {
    throw new RowError(`${label}: "${value}" is not one of ${allowed.split('').join(', ')}`);
  }
  return value;
}

function text(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The date of transfer as YYYY-MM-DD, from 'YYYY-MM-DD[ 00:00]' or day-first 'DD/MM/YYYY'. */
function transferDate(value: string): string {
  const iso = DATE.exec(value);
  const uk = iso ? null : UK_DATE.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  const [year, month, day] = parts.map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RowError(`date of transfer: "${value}" is not YYYY-MM-DD or DD/MM/YYYY`);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1990) {
    throw new RowError(`date of transfer: "${value}" is not a valid date`);
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Validates and maps one record; throws a RowError naming the first bad field. A deletion
 * ('D') needs only a valid transaction id: the loader deletes by key.
 */
export function toPpdRow(fields: PpdFields): { row: PpdRow; deleted: boolean } {
  const id = GUID.exec(fields.id.trim());
  if (!id?.[1]) throw new RowError(`transaction id: "${fields.id}" is not a GUID`);
  const transactionId = id[1].toLowerCase();
  const status = code(fields.status.trim(), 'ACD', 'record status');
  if (status === 'D') {
    return { row: deletion(transactionId), deleted: true };
  }
  const priceText = fields.price.trim();
  if (!PRICE.test(priceText)) throw new RowError(`price: "${fields.price}" is not whole pounds`);
  const price = Number(priceText);
  if (price <= 0 || price > 2_147_483_647) throw new RowError(`price: ${price} is out of range`);

  const rawPostcode = fields.postcode.trim().toUpperCase();
  const parts = POSTCODE.exec(rawPostcode);
  const postcode = parts ? `${parts[1]} ${parts[2]}${parts[3]}` : text(rawPostcode);
  return {
    deleted: false,
    row: {
      transaction_id: transactionId,
      price,
      date_of_transfer: transferDate(fields.date.trim()),
      postcode,
      property_type: code(fields.propertyType.trim(), 'DSTFO', 'property type'),
      old_new: code(fields.oldNew.trim(), 'YN', 'old/new'),
      duration: code(fields.duration.trim(), 'FLU', 'duration'),
      paon: text(fields.paon),
      saon: text(fields.saon),
      street: text(fields.street),
      locality: text(fields.locality),
      town: text(fields.town),
      district: text(fields.district),
      county: text(fields.county),
      ppd_category: code(fields.category.trim(), 'AB', 'PPD category'),
      record_status: status,
      postcode_sector: parts ? `${parts[1]} ${parts[2]}` : null,
      postcode_district: parts ? (parts[1] ?? null) : null,
    },
  };
}

function deletion(transactionId: string): PpdRow {
  return {
    transaction_id: transactionId,
    price: 0,
    date_of_transfer: '1995-01-01',
    postcode: null,
    property_type: 'O',
    old_new: 'N',
    duration: 'U',
    paon: null,
    saon: null,
    street: null,
    locality: null,
    town: null,
    district: null,
    county: null,
    ppd_category: 'A',
    record_status: 'D',
    postcode_sector: null,
    postcode_district: null,
  };
}
