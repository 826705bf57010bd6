import { defineImporter, type ColumnOf, type MergeContext, type StagedRow } from '../importer.ts';
import { readSchools } from './schools-parser.ts';

/**
 * Before a batch is merged: the judgement a file brings replaces the stored one unless the
 * stored one is dated later (or the file's is undated and the stored one is not), so GIAS
 * extracts (whose Ofsted columns stopped in 2024-25) and Ofsted's monthly files can be
 * imported in any order and the latest graded judgement wins.
 */
async function keepLatestJudgement({ sql, staging }: MergeContext): Promise<void> {
  await sql.query(
    `UPDATE ${staging} s SET ofsted_rating = o.ofsted_rating, ofsted_date = o.ofsted_date
       FROM schools o
      WHERE o.urn = s.urn
        AND (s.ofsted_rating IS NULL
             OR (o.ofsted_date IS NOT NULL
                 AND (s.ofsted_date IS NULL OR o.ofsted_date > s.ofsted_date)))`,
  );
}

/** The `schools` columns a GIAS establishment (with its Ofsted judgement) fills. */
export const SCHOOL_COLUMNS = [
  'urn',
  'name',
  'phase',
  'type',
  'type_group',
  'status',
  'la_code',
  'la_name',
  'gender',
  'religious_character',
  'low_age',
  'high_age',
  'capacity',
  'pupils',
  'percent_fsm',
  'website',
  'postcode',
  'lat',
  'lng',
  'easting',
  'northing',
  'lsoa_code',
  'opened_on',
  'closed_on',
  'ofsted_rating',
  'ofsted_date',
] as const satisfies readonly ColumnOf<'schools'>[];

/**
 * Schools: Get Information About Schools establishments (every school in England with its
 * phase, type, status and National Grid location converted to WGS84) and Ofsted's
 * "state-funded schools - latest inspections" management information, joined by URN. Import
 * either file, in either order; the importer tells them apart by their header.
 */
export const schoolsImporter = defineImporter<StagedRow>({
  source: 'schools',
  description:
    'GIAS establishments CSV (edubasealldata<YYYYMMDD>.csv) or Ofsted state-funded schools inspections CSV',
  accepts: (fileName) => /\.csv(\.gz)?$/i.test(fileName),
  // edubasealldata20240926.csv -> 2024-09-26; otherwise the loader's default.
  vintage: (fileName) => {
    const date = /((?:19|20)\d{2})(\d{2})(\d{2})/.exec(fileName);
    return date ? `${date[1]}-${date[2]}-${date[3]}` : undefined;
  },
  target: {
    table: 'schools',
    columns: SCHOOL_COLUMNS,
    conflictKey: ['urn'],
    beforeMerge: keepLatestJudgement,
  },
  extraTargets: {
    // Inserts a school GIAS has not supplied yet with what the Ofsted file knows; on an
    // existing school only the judgement changes.
    ofsted: {
      table: 'schools',
      columns: ['urn', 'name', 'phase', 'la_name', 'postcode', 'ofsted_rating', 'ofsted_date'],
      conflictKey: ['urn'],
      beforeMerge: keepLatestJudgement,
      updateColumns: ['ofsted_rating', 'ofsted_date'],
    },
  },
  parse: (input) => readSchools(input),
});
