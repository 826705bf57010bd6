import { sql, type Kysely } from 'kysely';

/**
 * Where each month of the UK HPI held came from (issue 26, docs/methodology.md "Reports",
 * "Where the HPI figures come from"): `hpi.provenance` is 'published' for a row of HM Land
 * Registry's published file or app download (the importer writes it) and 'demo' for a row the
 * demo generator drew through its sampled UK HPI months (apps/pipeline/src/demo). Pages label
 * a series by its rows, not by a global guess.
 *
 * Rows held before this migration: 'demo' when the database holds the demo dataset and has
 * never imported a UK HPI file (every row is then the generator's), else 'published'.
 * The reports' covering index carries the column so their reads stay index-only.
 */
export const HPI_PROVENANCES = ['published', 'demo'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hpi ADD COLUMN provenance text NOT NULL DEFAULT 'published'
    CONSTRAINT hpi_provenance_check CHECK (provenance IN ('published', 'demo'))`.execute(db);
  await sql`UPDATE hpi SET provenance = 'demo'
    WHERE EXISTS (SELECT 1 FROM imports WHERE source = 'demo')
      AND NOT EXISTS (SELECT 1 FROM imports WHERE source = 'hpi')`.execute(db);
  await sql`CREATE INDEX hpi_demo_rows_idx ON hpi (area_code, date) WHERE provenance = 'demo'`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS hpi_area_date_series_idx`.execute(db);
  await sql`CREATE INDEX hpi_area_date_series_idx ON hpi (area_code, date)
    INCLUDE (index, detached_index, semi_detached_index, terraced_index, flat_index, provenance)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS hpi_demo_rows_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS hpi_area_date_series_idx`.execute(db);
  await sql`ALTER TABLE hpi DROP COLUMN IF EXISTS provenance`.execute(db);
  await sql`CREATE INDEX hpi_area_date_series_idx ON hpi (area_code, date)
    INCLUDE (index, detached_index, semi_detached_index, terraced_index, flat_index)`.execute(db);
}
