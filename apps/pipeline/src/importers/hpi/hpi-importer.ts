import type { ColumnOf } from '../importer.ts';
import { defineImporter } from '../importer.ts';
import { HPI_APP_VALUE_COLUMNS, HPI_VALUE_COLUMNS } from './hpi-columns.ts';
import { APP_DOWNLOAD_TARGET, parseHpi, type HpiRow } from './hpi-parser.ts';

/** The `hpi` columns the full file fills: the area and month, then every value column. */
export const HPI_TABLE_COLUMNS: readonly ColumnOf<'hpi'>[] = [
  'area_code',
  'date',
  'area_name',
  ...HPI_VALUE_COLUMNS.map((c) => c.column as ColumnOf<'hpi'>),
];

const APP_VALUE_COLUMNS = HPI_APP_VALUE_COLUMNS as readonly ColumnOf<'hpi'>[];

/**
 * UK House Price Index into `hpi`, keyed by area code and month: the full file, or the UK
 * HPI web app's per-area download (detected by its header, hpi-parser.ts). A newer full file
 * revises earlier months (HMLR revises recent figures), which the merge applies as updates.
 * An app download carries only some series (no seasonally adjusted ones, only the categories
 * chosen): it updates those and leaves what it lacks, NULL in its rows, as held.
 *
 * Load one edition per area: HMLR re-bases the index between editions (England 2013-11 is
 * 61.5 in the 2025-02 full file, 91.82 in a 2024-11 app download), and an area whose months
 * come from two editions would bring prices forward across the break. Nothing checks this.
 */
export const hpiImporter = defineImporter<HpiRow>({
  source: 'hpi',
  description:
    'UK House Price Index: the full file (UK-HPI-full-file-YYYY-MM.csv, 54 columns) or the UK HPI app per-area CSV download',
  accepts: (fileName) => /\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'hpi',
    columns: HPI_TABLE_COLUMNS,
    conflictKey: ['area_code', 'date'],
  },
  extraTargets: {
    [APP_DOWNLOAD_TARGET]: {
      table: 'hpi',
      columns: ['area_code', 'date', 'area_name', ...APP_VALUE_COLUMNS],
      conflictKey: ['area_code', 'date'],
      keepWhenNull: APP_VALUE_COLUMNS,
      holdsRecords: true,
    },
  },
  parse: (input) => parseHpi(input),
});
