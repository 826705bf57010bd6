import type { CsvHeader } from '../../parse/csv-header.ts';
import { field } from '../../parse/csv-header.ts';
import { readCsvTable, type RecordMapper } from '../../parse/csv-table.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { requireGssCode } from '../../parse/gss-codes.ts';
import { inRange, requireInteger } from '../../parse/numbers.ts';
import type { ParseOutcome } from '../../parse/parsed-row.ts';
import { RowError } from '../../parse/row-error.ts';
import type { ByteSource } from '../../parse/text-lines.ts';

/** A row of the `lsoas` table from the English Indices of Deprivation. */
export interface LsoaImdRow {
  [column: string]: string | number | null;
  code: string;
  name: string | null;
  lad_code: string;
  imd_rank: number;
  imd_decile: number;
  imd_nation_count: number;
  imd_vintage: string;
}

/** A `local_authorities` row (code and name) named by the same file. */
export interface LocalAuthorityNameRow {
  [column: string]: string;
  code: string;
  name: string;
}

export type ImdParseOutcome =
  | (ParseOutcome<LsoaImdRow> & { target?: undefined })
  | { kind: 'row'; line: number; row: LocalAuthorityNameRow; target: 'localAuthorities' };

/**
 * The editions we know: LSOA geography and how many LSOAs England's index ranks (rank 1 is
 * the most deprived, rank = count the least).
 */
const EDITIONS = {
  '2011': { vintage: 'IoD2019', count: 32_844 },
  '2021': { vintage: 'IoD2025', count: 33_755 },
} as const;

const COLUMNS = {
  lsoaCode: /^lsoa code/,
  lsoaName: /^lsoa name/,
  ladCode: /^local authority district code/,
  ladName: /^local authority district name/,
  rank: /^index of multiple deprivation \(imd\) rank/,
  decile: /^index of multiple deprivation \(imd\) decile/,
};

/** The edition from the LSOA column's year: "LSOA code (2011)" is IoD2019, "(2021)" IoD2025. */
function editionOf(header: CsvHeader) {
  const name = header.names[header.require(COLUMNS.lsoaCode)] ?? '';
  const year = /\((\d{4})\)/.exec(name)?.[1];
  const edition = year ? EDITIONS[year as keyof typeof EDITIONS] : undefined;
  if (!edition) {
    throw new FileFormatError(
      `"${name.trim()}": cannot tell the edition (expected LSOA code (2011) or (2021))`,
    );
  }
  return edition;
}

const ENGLISH_LSOA = /^E01\d{6}$/;

function imdMapper(header: CsvHeader): (fields: readonly string[], line: number) => LsoaImdRow {
  const edition = editionOf(header);
  const at = {
    code: header.require(COLUMNS.lsoaCode),
    name: header.find(COLUMNS.lsoaName),
    ladCode: header.require(COLUMNS.ladCode),
    rank: header.require(COLUMNS.rank),
    decile: header.require(COLUMNS.decile),
  };
  return (fields) => {
    const get = (position: number | undefined) => field(fields, position);
    const code = get(at.code).toUpperCase();
    if (!ENGLISH_LSOA.test(code)) {
      throw new RowError(`LSOA code: "${get(at.code)}" is not an English LSOA (E01......)`);
    }
    const rank = inRange(requireInteger(get(at.rank), 'IMD rank'), 1, edition.count, 'IMD rank');
    const decile = inRange(requireInteger(get(at.decile), 'IMD decile'), 1, 10, 'IMD decile');
    return {
      code,
      name: get(at.name) || null,
      lad_code: requireGssCode(get(at.ladCode), 'Local Authority District code'),
      imd_rank: rank,
      imd_decile: decile,
      imd_nation_count: edition.count,
      imd_vintage: edition.vintage,
    };
  };
}

/**
 * Streams an English Indices of Deprivation LSOA file: IoD2019 File 1 (rank and decile) or
 * File 7 (everything), or the IoD2025 equivalents; UTF-8 with or without BOM, ranks with or
 * without thousands separators. Each LSOA row is followed, the first time a local authority
 * appears, by that authority's code and name for `local_authorities`.
 */
export async function* readImd(source: ByteSource): AsyncGenerator<ImdParseOutcome> {
  const named = new Set<string>();
  let ladName: number | undefined;
  const rows = readCsvTable<{ lsoa: LsoaImdRow; ladName: string }>(source, {
    prepare: (header) => {
      const map = imdMapper(header);
      ladName = header.find(COLUMNS.ladName);
      const mapper: RecordMapper<{ lsoa: LsoaImdRow; ladName: string }> = (fields, line) => ({
        lsoa: map(fields, line),
        ladName: field(fields, ladName),
      });
      return mapper;
    },
  });
  for await (const outcome of rows) {
    if (outcome.kind === 'rejected') {
      yield outcome;
      continue;
    }
    const { lsoa, ladName: name } = outcome.row;
    yield { kind: 'row', line: outcome.line, row: lsoa };
    // Local authorities repeat on every LSOA row; one per authority is enough (about 300).
    if (name && !named.has(lsoa.lad_code)) {
      named.add(lsoa.lad_code);
      yield {
        kind: 'row',
        line: outcome.line,
        row: { code: lsoa.lad_code, name },
        target: 'localAuthorities',
      };
    }
  }
}
