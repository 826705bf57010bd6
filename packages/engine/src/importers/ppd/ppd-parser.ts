import type { Readable } from 'node:stream';
import type { ParseResult } from '../importer.ts';
import { CsvHeader, field } from '../../parse/csv-header.ts';
import { splitCsvLine } from '../../parse/csv-line.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { rejectionReason } from '../../parse/row-error.ts';
import { fastPricePaidCopy } from './ppd-fast-line.ts';
import { toPpdRow, type PpdFields, type PpdRow } from './ppd-record.ts';

/**
 * Price Paid in any of the layouts people download or keep, told apart by content (never by
 * the file's name), from the first record:
 * - bulk (pp-complete.csv, pp-YYYY.csv, pp-monthly-update-new-version.csv): no header,
 *   16 quoted fields, GUIDs in braces, dates 'YYYY-MM-DD 00:00', PAON before SAON, and a
 *   record status A (add), C (change) or D (delete);
 * - report-builder export: a header (unique_id, price_paid, deed_date, ..., saon, paon,
 *   ..., linked_data_uri), GUIDs without braces, dates 'YYYY-MM-DD', no record status. Real
 *   exports sometimes lack the header's line end, so the first record follows the last
 *   column name on the same line (`...,linked_data_uri"E527...`): it is split off and read;
 * - a report-builder export re-saved by a spreadsheet: no header, unquoted fields, dates
 *   DD/MM/YYYY, but still the report's columns: SAON before PAON and the transaction's URI
 *   last where the bulk layout has its record status. Recognised by that URI.
 * Dates are read as ISO or day-first (DD/MM/YYYY) in every layout.
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

/** The report-builder columns in the order the export writes them (for a headerless copy). */
const REPORT_ORDER = [...Object.values(REPORT_COLUMNS), 'linked_data_uri'];

/** A Price Paid transaction URI, the last report-builder column. */
const TRANSACTION_URI = /^https?:\/\/landregistry\.data\.gov\.uk\/data\/ppi\/transaction\//i;

const LOOKS_LIKE_GUID = /^"?\{?[0-9A-Fa-f]{8}-/;

type LineParser = (text: string, line: number) => ParseResult<PpdRow>;

/** The full path: split the CSV line, check its width, validate every field. */
function fullPath(fieldsOf: FieldsOf, width: number): LineParser {
  return (text, line) => {
    const split = splitCsvLine(text);
    if (split.kind === 'open-quote') {
      return { kind: 'rejected', line, reason: 'a quoted field is not closed' };
    }
    if (split.kind === 'error') return { kind: 'rejected', line, reason: split.reason };
    if (split.fields.length !== width) {
      return {
        kind: 'rejected',
        line,
        reason: `expected ${width} fields, found ${split.fields.length}`,
      };
    }
    try {
      const { row, deleted } = toPpdRow(fieldsOf(split.fields));
      return deleted ? { kind: 'row', line, row, op: 'delete' } : { kind: 'row', line, row };
    } catch (error) {
      return { kind: 'rejected', line, reason: rejectionReason(error) };
    }
  };
}

interface Layout {
  parser: LineParser;
  /** The first line is a header and holds no record. */
  isHeader: boolean;
  /** A record glued to the end of the header line (its line end missing), to read as line 1. */
  glued?: string;
}

/**
 * A report-builder header whose line end is missing: the column names are never quoted, so
 * the first quote that does not open a field (it follows a name, not a comma) starts the
 * first record.
 */
function splitGluedHeader(first: string): { header: string; record?: string } {
  const quote = first.indexOf('"');
  if (quote <= 0 || first[quote - 1] === ',') return { header: first };
  return { header: first.slice(0, quote), record: first.slice(quote) };
}

/** Chooses the layout from the first record; throws when the file is not Price Paid. */
function layoutOf(first: string): Layout {
  if (/^"?unique_id"?,/i.test(first.trim())) {
    const { header: headerText, record } = splitGluedHeader(first);
    const split = splitCsvLine(headerText);
    const header = new CsvHeader(split.kind === 'fields' ? split.fields : []);
    try {
      const parser = fullPath(reportFields(header), header.width);
      return { parser, isHeader: true, ...(record === undefined ? {} : { glued: record }) };
    } catch (error) {
      throw new FileFormatError(`not a Price Paid report: ${rejectionReason(error)}`);
    }
  }
  const split = splitCsvLine(first);
  const fields = split.kind === 'fields' ? split.fields : [];
  if (!LOOKS_LIKE_GUID.test(first) && fields.length !== BULK_WIDTH) {
    throw new FileFormatError(
      'not a Price Paid file: no unique_id header and the first record is not a transaction',
    );
  }
  if (TRANSACTION_URI.test(fields[fields.length - 1]?.trim() ?? '')) {
    // The report's columns without its header (a spreadsheet's copy): SAON, PAON ... URI.
    const header = new CsvHeader(REPORT_ORDER);
    return { parser: fullPath(reportFields(header), header.width), isHeader: false };
  }
  const slow = fullPath(bulkFields, BULK_WIDTH);
  return {
    isHeader: false,
    parser: (text, line) => {
      const copy = fastPricePaidCopy(text);
      return copy === undefined ? slow(text, line) : { kind: 'encoded', line, copy };
    },
  };
}

/**
 * Streams the file's records, one array of results per chunk read (a megabyte of text), so
 * that tens of millions of rows cost no per-row promise. One record per line: Price Paid
 * fields never hold a newline.
 */
export async function* parsePricePaid(input: Readable): AsyncGenerator<ParseResult<PpdRow>[]> {
  const decoder = new TextDecoder('utf-8');
  let parser: LineParser | undefined;
  let pending = '';
  let line = 0;

  const lines = function (text: string, final: boolean): ParseResult<PpdRow>[] {
    const out: ParseResult<PpdRow>[] = [];
    let chunk = pending + text;
    if (line === 0 && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    let start = 0;
    for (;;) {
      let end = chunk.indexOf('\n', start);
      if (end === -1) {
        if (!final || start >= chunk.length) break;
        end = chunk.length;
      }
      line += 1;
      const stop = end > start && chunk.charCodeAt(end - 1) === 13 ? end - 1 : end;
      const record = chunk.slice(start, stop);
      start = end + 1;
      if (record.trim() === '') continue;
      if (!parser) {
        const layout = layoutOf(record);
        parser = layout.parser;
        if (layout.glued !== undefined) out.push(parser(layout.glued, line));
        if (layout.isHeader) continue;
      }
      out.push(parser(record, line));
    }
    pending = start < chunk.length ? chunk.slice(start) : '';
    return out;
  };

  for await (const chunk of input as AsyncIterable<Buffer>) {
    const results = lines(decoder.decode(chunk, { stream: true }), false);
    if (results.length > 0) yield results;
  }
  const rest = lines(decoder.decode(), true);
  if (rest.length > 0) yield rest;
  if (!parser) throw new FileFormatError('the file is empty');
}
