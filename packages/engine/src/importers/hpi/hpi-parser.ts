import type { Readable } from 'node:stream';
import type { ParseResult } from '../importer.ts';
import { field, type CsvHeader } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { parseUkDate } from '../../parse/dates.ts';
import { parseDecimal } from '../../parse/numbers.ts';
import { RowError } from '../../parse/row-error.ts';
import { HPI_APP_COLUMNS, HPI_VALUE_COLUMNS, type HpiColumn } from './hpi-columns.ts';

export type HpiRow = Record<string, string | number | null>;

/** The importer's target for rows of the UK HPI app download (hpi-importer.ts). */
export const APP_DOWNLOAD_TARGET = 'appDownload';

/** Every imported row is HM Land Registry's published figure (`hpi.provenance`, migration 0100). */
const PUBLISHED = 'published';

const AREA_CODE = /^[A-Z]\d{8}$/;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])(?:-01)?$/;

/**
 * The UK HPI in either of its CSV layouts, told apart by the header:
 * - the full file (UK-HPI-full-file-YYYY-MM.csv): 54 named columns, dates DD/MM/YYYY, empty
 *   cells for series that do not exist for an area or month, area names with trailing spaces
 *   (trimmed). Every one of the 54 columns must be in the header: a subset file would
 *   otherwise blank the series it leaves out;
 * - the UK HPI web app's per-area download: Name, Region GSS code, Period (YYYY-MM),
 *   Reporting period and the "<measure> <category>" columns chosen (hpi-columns.ts). Its rows
 *   go to the app-download target, which leaves the series the download lacks as they are.
 * Both name each area by its GSS code (AreaCode, Region GSS code), the table's key.
 */
export async function* parseHpi(input: Readable): AsyncGenerator<ParseResult<HpiRow>> {
  let appDownload = false;
  const outcomes = readCsvTable<HpiRow>(input, {
    prepare(header: CsvHeader) {
      if (header.has('Region GSS code') || header.has('Period')) {
        appDownload = true;
        return appDownloadMapper(header);
      }
      return fullFileMapper(header);
    },
  });
  for await (const outcome of outcomes) {
    yield appDownload && outcome.kind === 'row'
      ? { ...outcome, target: APP_DOWNLOAD_TARGET }
      : outcome;
  }
}

function fullFileMapper(header: CsvHeader): RecordMapper<HpiRow> {
  const missing = [
    'Date',
    'RegionName',
    'AreaCode',
    ...HPI_VALUE_COLUMNS.map((c) => c.header),
  ].filter((name) => !header.has(name));
  if (missing.length > 0) {
    throw new RowError(
      `not a UK HPI full file: the header lacks ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    );
  }
  const date = header.require('Date');
  const name = header.require('RegionName');
  const code = header.require('AreaCode');
  const values = located(header, HPI_VALUE_COLUMNS);
  return (fields) => {
    const month = parseUkDate(field(fields, date), 'Date');
    if (month === null) throw new RowError('Date is missing');
    return valuesRow(fields, areaOf(fields, code, 'AreaCode', name, 'RegionName'), month, values);
  };
}

function appDownloadMapper(header: CsvHeader): RecordMapper<HpiRow> {
  const missing = ['Name', 'Region GSS code', 'Period'].filter((n) => !header.has(n));
  const values = located(
    header,
    HPI_APP_COLUMNS.filter((c) => header.has(c.header)),
  );
  if (missing.length > 0 || values.length === 0) {
    throw new RowError(
      `not a UK HPI app download: the header lacks ${[...missing, ...(values.length === 0 ? ['any "House price index ..." or "Average price ..." column'] : [])].join(', ')}`,
    );
  }
  const name = header.require('Name');
  const code = header.require('Region GSS code');
  const period = header.require('Period');
  const reporting = header.find('Reporting period');
  return (fields) => {
    const reported = field(fields, reporting).toLowerCase();
    if (reported !== '' && reported !== 'monthly') {
      throw new RowError(
        `Reporting period: "${field(fields, reporting)}": only monthly figures are imported`,
      );
    }
    const raw = field(fields, period);
    const match = PERIOD.exec(raw);
    if (!match) throw new RowError(`Period: "${raw}" is not a YYYY-MM month`);
    const area = areaOf(fields, code, 'Region GSS code', name, 'Name');
    return valuesRow(fields, area, `${match[1]}-${match[2]}-01`, values);
  };
}

type Located = HpiColumn & { at: number };

function located(header: CsvHeader, columns: readonly HpiColumn[]): Located[] {
  return columns.map((c) => ({ ...c, at: header.require(c.header) }));
}

function areaOf(
  fields: readonly string[],
  code: number,
  codeLabel: string,
  name: number,
  nameLabel: string,
): { area_code: string; area_name: string } {
  const areaCode = field(fields, code);
  if (!AREA_CODE.test(areaCode))
    throw new RowError(`${codeLabel}: "${areaCode}" is not a GSS code`);
  const areaName = field(fields, name);
  if (areaName === '') throw new RowError(`${nameLabel} is missing`);
  return { area_code: areaCode, area_name: areaName };
}

function valuesRow(
  fields: readonly string[],
  area: { area_code: string; area_name: string },
  month: string,
  values: readonly Located[],
): HpiRow {
  const row: HpiRow = { ...area, date: month, provenance: PUBLISHED };
  for (const value of values) {
    const number = parseDecimal(field(fields, value.at), value.header);
    // "Sales volume" and "Sales volume All property types" fill one column: the first given.
    if (number === null && row[value.column] !== undefined) continue;
    row[value.column] =
      number === null ? null : value.kind === 'integer' ? Math.round(number) : number;
  }
  return row;
}
