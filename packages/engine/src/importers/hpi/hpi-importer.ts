import type { ColumnOf, FinishContext, ImportCounts, MergeContext } from '../importer.ts';
import { defineImporter } from '../importer.ts';
import { HPI_APP_VALUE_COLUMNS, HPI_VALUE_COLUMNS } from './hpi-columns.ts';
import { APP_DOWNLOAD_TARGET, parseHpi, type HpiRow } from './hpi-parser.ts';

/**
 * The `hpi` columns the full file fills: the area and month, then every value column, then
 * the row's provenance ('published' here; the demo generator writes 'demo', migration 0100).
 * An import over demo months marks them published.
 */
export const HPI_TABLE_COLUMNS: readonly ColumnOf<'hpi'>[] = [
  'area_code',
  'date',
  'area_name',
  ...HPI_VALUE_COLUMNS.map((c) => c.column as ColumnOf<'hpi'>),
  'provenance',
];

const APP_VALUE_COLUMNS = HPI_APP_VALUE_COLUMNS as readonly ColumnOf<'hpi'>[];

/**
 * UK House Price Index into `hpi`, keyed by area code and month: the full file, or the UK
 * HPI web app's per-area download (detected by its header, hpi-parser.ts). A newer full file
 * revises earlier months (HMLR revises recent figures), which the merge applies as updates.
 * An app download carries only some series (no seasonally adjusted ones, only the categories
 * chosen): it updates those and leaves what it lacks, NULL in its rows, as held.
 *
 * One edition per area: HMLR re-bases the index between editions (England 2013-11 is 61.5 in
 * the 2025-02 full file, 91.82 in a 2024-11 app download), and an area whose months came
 * from two editions would bring prices forward across the break. So a file that restates an
 * area's history (`restatedHistory`: a month more than RECENT_REVISION_MONTHS before the
 * area's latest month, held or in the file, whose all-types index differs from the held one by more than
 * RESTATED_BY) replaces the area's series: after the import, the area's held months that the
 * file did not carry (left from the other edition) are deleted, and counted as deleted.
 * Revisions of recent months (HMLR revises them every month) are ordinary updates.
 */
export const RECENT_REVISION_MONTHS = 24;
export const RESTATED_BY = 0.005;

const RESTATED = 'hpi_restated_areas';

/** Before each batch's merge: records the areas whose history the batch restates. */
async function restatedHistory({ sql, staging }: MergeContext): Promise<void> {
  await sql.query(`CREATE TEMP TABLE IF NOT EXISTS ${RESTATED} (
    area_code text PRIMARY KEY, month date, held float8, restated float8)`);
  await sql.query(`
    INSERT INTO ${RESTATED}
    SELECT DISTINCT ON (s.area_code) s.area_code, s.date, h.index, s.index
    FROM ${staging} s
    JOIN hpi h ON h.area_code = s.area_code AND h.date = s.date
    JOIN (SELECT area_code, max(date) AS latest
          FROM (SELECT area_code, date FROM hpi UNION ALL SELECT area_code, date FROM ${staging}) d
          GROUP BY area_code) l
      ON l.area_code = s.area_code
    WHERE s.index IS NOT NULL AND h.index > 0
      AND abs(s.index::float8 / h.index::float8 - 1) > ${RESTATED_BY}
      AND s.date < (l.latest - make_interval(months => ${RECENT_REVISION_MONTHS}))::date
    ORDER BY s.area_code, s.date
    ON CONFLICT (area_code) DO NOTHING`);
}

/** After the import: the restated areas' months of the other edition go. */
async function dropOtherEdition({ sql, seenTable }: FinishContext): Promise<Partial<ImportCounts>> {
  const exists = await sql.query<{ t: string | null }>(
    `SELECT to_regclass('pg_temp.${RESTATED}')::text AS t`,
  );
  if (!exists.rows[0]?.t) return {};
  const seen = [undefined, APP_DOWNLOAD_TARGET].flatMap((key) => {
    try {
      return [seenTable(key)];
    } catch {
      return []; // A target the file sent no rows to.
    }
  });
  const deleted = await sql.query(`
    DELETE FROM hpi h USING ${RESTATED} r
    WHERE h.area_code = r.area_code
      ${seen
        .map(
          (t) =>
            `AND NOT EXISTS (SELECT 1 FROM ${t} k WHERE k.area_code = h.area_code AND k.date = h.date)`,
        )
        .join(' ')}`);
  await sql.query(`DROP TABLE ${RESTATED}`);
  return { deleted: deleted.rowCount ?? 0 };
}
export const hpiImporter = defineImporter<HpiRow>({
  source: 'hpi',
  description:
    'UK House Price Index: the full file (UK-HPI-full-file-YYYY-MM.csv, 54 columns) or the UK HPI app per-area CSV download',
  accepts: (fileName) => /\.csv(\.gz)?$/i.test(fileName),
  target: {
    table: 'hpi',
    columns: HPI_TABLE_COLUMNS,
    conflictKey: ['area_code', 'date'],
    trackKeys: true,
    beforeMerge: restatedHistory,
  },
  extraTargets: {
    [APP_DOWNLOAD_TARGET]: {
      table: 'hpi',
      columns: ['area_code', 'date', 'area_name', ...APP_VALUE_COLUMNS, 'provenance'],
      conflictKey: ['area_code', 'date'],
      keepWhenNull: APP_VALUE_COLUMNS,
      holdsRecords: true,
      trackKeys: true,
      beforeMerge: restatedHistory,
    },
  },
  parse: (input) => parseHpi(input),
  finish: dropOtherEdition,
});
