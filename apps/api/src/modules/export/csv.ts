/**
 * CSV as RFC 4180 describes it: fields separated by commas, records by CRLF; a field holding
 * a comma, a double quote, CR or LF is quoted, with its double quotes doubled.
 *
 * Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is
 * prefixed with an apostrophe (OWASP "CSV injection"): listing texts come from agents'
 * feeds. Numbers are written as they are, so negative figures stay numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A column: its header and how to read it from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRecord(columns.map((c) => c.header));
}

export function csvRow<T>(columns: readonly CsvColumn<T>[], row: T): string {
  return csvRecord(columns.map((c) => c.value(row)));
}
