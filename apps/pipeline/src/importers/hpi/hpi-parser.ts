import type { Readable } from 'node:stream';
import type { ParseResult } from '../importer.ts';
import { field, type CsvHeader } from '../../parse/csv-header.ts';
import { readCsvTable } from '../../parse/csv-table.ts';
import { parseUkDate } from '../../parse/dates.ts';
import { parseDecimal } from '../../parse/numbers.ts';
import { RowError } from '../../parse/row-error.ts';
import { HPI_VALUE_COLUMNS } from './hpi-columns.ts';

export type HpiRow = Record<string, string | number | null>;

const AREA_CODE = /^[A-Z]\d{8}$/;

/**
 * The UK HPI full file (UK-HPI-full-file-YYYY-MM.csv): a header of 54 named columns, dates
 * DD/MM/YYYY, empty cells for series that do not exist for an area or month, area names
 * with trailing spaces (trimmed). Every one of the 54 columns must be in the header: a
 * subset file would otherwise blank the series it leaves out.
 */
export function parseHpi(input: Readable): AsyncGenerator<ParseResult<HpiRow>> {
  return readCsvTable<HpiRow>(input, {
    prepare(header: CsvHeader) {
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
      const values = HPI_VALUE_COLUMNS.map((c) => ({ ...c, at: header.require(c.header) }));
      return (fields) => {
        const areaCode = field(fields, code);
        if (!AREA_CODE.test(areaCode)) {
          throw new RowError(`AreaCode: "${areaCode}" is not a GSS code`);
        }
        const areaName = field(fields, name);
        if (areaName === '') throw new RowError('RegionName is missing');
        const month = parseUkDate(field(fields, date), 'Date');
        if (month === null) throw new RowError('Date is missing');
        const row: HpiRow = { area_code: areaCode, date: month, area_name: areaName };
        for (const value of values) {
          const number = parseDecimal(field(fields, value.at), value.header);
          row[value.column] =
            number === null ? null : value.kind === 'integer' ? Math.round(number) : number;
        }
        return row;
      };
    },
  });
}
