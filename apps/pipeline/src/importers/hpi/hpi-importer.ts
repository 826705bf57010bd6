import type { ColumnOf } from '../importer.ts';
import { defineImporter } from '../importer.ts';
import { HPI_VALUE_COLUMNS } from './hpi-columns.ts';
import { parseHpi, type HpiRow } from './hpi-parser.ts';

/** The `hpi` columns the full file fills: the area and month, then every value column. */
export const HPI_TABLE_COLUMNS: readonly ColumnOf<'hpi'>[] = [
  'area_code',
  'date',
  'area_name',
  ...HPI_VALUE_COLUMNS.map((c) => c.column as ColumnOf<'hpi'>),
];

/**
 * UK House Price Index full file into `hpi`, keyed by area code and month. A newer file
 * revises earlier months (HMLR revises recent figures), which the merge applies as updates.
 */
export const hpiImporter = defineImporter<HpiRow>({
  source: 'hpi',
  description: 'UK House Price Index full file (UK-HPI-full-file-YYYY-MM.csv, 54 columns)',
  accepts: (fileName) => /\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'hpi',
    columns: HPI_TABLE_COLUMNS,
    conflictKey: ['area_code', 'date'],
  },
  parse: (input) => parseHpi(input),
});
