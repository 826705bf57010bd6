import { defineImporter, type ColumnOf, type StagedRow } from '../importer.ts';
import { readImd } from './imd-parser.ts';

/** The `lsoas` columns an Indices of Deprivation row fills. */
export const LSOA_COLUMNS = [
  'code',
  'name',
  'lad_code',
  'imd_rank',
  'imd_decile',
  'imd_nation_count',
  'imd_vintage',
] as const satisfies readonly ColumnOf<'lsoas'>[];

/**
 * English Indices of Deprivation, LSOA level: IMD rank and decile of every LSOA, with the
 * number of LSOAs the index ranks (the "count per nation"), and the local authority names.
 * IoD2019 is on 2011 LSOAs, IoD2025 on 2021 LSOAs; `imd_vintage` says which a row holds.
 */
export const imdImporter = defineImporter<StagedRow>({
  source: 'imd',
  description: 'English Indices of Deprivation LSOA CSV (IoD2019 File 1 or 7, IoD2025 File 1 or 7)',
  accepts: (fileName) => /\.csv(\.gz)?$/i.test(fileName),
  vintage: (fileName) => /(?:IoD|IMD)\s*_?(20\d{2})/i.exec(fileName)?.[1],
  target: {
    table: 'lsoas',
    columns: LSOA_COLUMNS,
    conflictKey: ['code'],
  },
  extraTargets: {
    localAuthorities: {
      table: 'local_authorities',
      columns: ['code', 'name'],
      conflictKey: ['code'],
      updateColumns: ['name'],
    },
  },
  parse: (input) => readImd(input),
});
