import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import * as m0100 from './0100_hpi_provenance.ts';

/**
 * HPI provenance (migration 0100, issue 26): rows held before it are labelled demo only on a
 * demo database that never imported a UK HPI file; new rows default to published; the column
 * takes only the two values.
 */
describe('hpi provenance (migration 0100)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const db = () => handle.db as unknown as Kysely<unknown>;
  const labels = async () =>
    (
      await sql<{ provenance: string }>`SELECT DISTINCT provenance FROM hpi`.execute(handle.db)
    ).rows.map((r) => r.provenance);
  const addImport = (source: string) =>
    sql`INSERT INTO imports (source, file, file_name, status)
        VALUES (${source}, ${source}, ${source}, 'succeeded')`.execute(handle.db);

  it('labels the rows of a demo database demo, and published once a UK HPI file was imported', async () => {
    await m0100.down(db());
    await sql`INSERT INTO hpi (area_code, date, area_name, index)
      VALUES ('E06000038', '2024-01-01', 'Reading', 99.5)`.execute(handle.db);
    await addImport('demo');
    await m0100.up(db());
    expect(await labels()).toEqual(['demo']);

    await m0100.down(db());
    await addImport('hpi');
    await m0100.up(db());
    expect(await labels()).toEqual(['published']);
  });

  it('defaults a new row to published and refuses any other label', async () => {
    await sql`INSERT INTO hpi (area_code, date, area_name, index)
      VALUES ('E06000038', '2024-02-01', 'Reading', 99.9)`.execute(handle.db);
    expect(await labels()).toEqual(['published']);
    await expect(sql`UPDATE hpi SET provenance = 'guessed'`.execute(handle.db)).rejects.toThrow(
      /hpi_provenance_check/,
    );
  });
});
