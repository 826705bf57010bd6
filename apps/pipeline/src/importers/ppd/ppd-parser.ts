import type { Readable } from 'node:stream';
import type { ParseResult } from '../importer.ts';
import { CsvHeader, field } from '../../parse/csv-header.ts';
import { readCsvRecords } from '../../parse/csv-records.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { rejectionReason } from '../../parse/row-error.ts';
import { toPpdRow, type PpdFields, type PpdRow } from './ppd-record.ts';

/**
 * Price Paid in either published layout, told apart by the first record:
 * - bulk (pp-complete.csv, pp-YYYY.csv, pp-monthly-update-new-version.csv): no header,
 *   16 quoted fields, GUIDs in braces, dates 'YYYY-MM-DD 00:00', PAON before SAON, and a
 *   record status A (add), C (change) or D (delete);
 * - report-builder export: a header (unique_id, price_paid, deed_date, ..., saon, paon,
 *   ..., linked_data_uri), GUIDs without braces, dates 'YYYY-MM-DD', no record status.
 */
const BULK_WIDTH = 16;
const REPORT_COLUMNS = {
  id: 'unique_id',
  price: 'price_paid',
  date: 'deed_date',
  postcode: 'postcode',
  propertyType: 'property_type',
  oldNew: 'new_build',
  duration: 'estate_type',
  saon: 'saon',
  paon: 'paon',
  street: 'street',
  locality: 'locality',
  town: 'town',
  district: 'district',
  county: 'county',
  category: 'transaction_category',
} as const;

type FieldsOf = (fields: readonly string[]) => PpdFields;

const bulkFields: FieldsOf = (f) => ({
  id: f[0] ?? '',
  price: f[1] ?? '',
  date: f[2] ?? '',
  postcode: f[3] ?? '',
  propertyType: f[4] ?? '',
  oldNew: f[5] ?? '',
  duration: f[6] ?? '',
  paon: f[7] ?? '',
  saon: f[8] ?? '',
  street: f[9] ?? '',
  locality: f[10] ?? '',
  town: f[11] ?? '',
  district: f[12] ?? '',
  county: f[13] ?? '',
  category: f[14] ?? '',
  status: f[15] ?? '',
});

function reportFields(header: CsvHeader): FieldsOf {
  const at = Object.fromEntries(
    Object.entries(REPORT_COLUMNS).map(([key, name]) => [key, header.require(name)]),
  ) as Record<keyof typeof REPORT_COLUMNS, number>;
  return (f) => ({
    id: field(f, at.id),
    price: field(f, at.price),
    date: field(f, at.date),
    postcode: field(f, at.postcode),
    propertyType: field(f, at.propertyType),
    oldNew: field(f, at.oldNew),
    duration: field(f, at.duration),
    paon: f[at.paon] ?? '',
    saon: f[at.saon] ?? '',
    street: f[at.street] ?? '',
    locality: f[at.locality] ?? '',
    town: f[at.town] ?? '',
    district: f[at.district] ?? '',
    county: f[at.county] ?? '',
    category: field(f, at.category),
    status: 'A',
  });
}

const LOOKS_LIKE_GUID = /^\{?[0-9A-Fa-f]{8}-/;

export async function* parsePricePaid(input: Readable): AsyncGenerator<ParseResult<PpdRow>> {
  let fieldsOf: FieldsOf | undefined;
  let width = BULK_WIDTH;
  for await (const record of readCsvRecords(input)) {
    if (!fieldsOf) {
      const first = record.ok ? record.fields : [];
      if (first[0]?.trim().toLowerCase() === 'unique_id') {
        const header = new CsvHeader(first);
        try {
          fieldsOf = reportFields(header);
        } catch (error) {
          throw new FileFormatError(`not a Price Paid report: ${rejectionReason(error)}`);
        }
        width = header.width;
        continue;
      }
      if (record.ok && !LOOKS_LIKE_GUID.test(first[0] ?? '') && first.length !== BULK_WIDTH) {
        throw new FileFormatError(
          'not a Price Paid file: no unique_id header and the first record is not a transaction',
        );
      }
      fieldsOf = bulkFields;
    }
    if (!record.ok) {
      yield { kind: 'rejected', line: record.line, reason: record.reason };
      continue;
    }
    if (record.fields.length !== width) {
      yield {
        kind: 'rejected',
        line: record.line,
        reason: `expected ${width} fields, found ${record.fields.length}`,
      };
      continue;
    }
    try {
      const { row, deleted } = toPpdRow(fieldsOf(record.fields));
      yield deleted
        ? { kind: 'row', line: record.line, row, op: 'delete' }
        : { kind: 'row', line: record.line, row };
    } catch (error) {
      yield { kind: 'rejected', line: record.line, reason: rejectionReason(error) };
    }
  }
  if (!fieldsOf) throw new FileFormatError('the file is empty');
}
