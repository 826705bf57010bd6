import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { nsplImporter } from './nspl-importer.ts';

describe('nspl import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const file = fixturePath(import.meta.url, 'nspl_2021-11_WC_extract.csv');

  it('loads live and terminated postcodes and reports the bad rows', async () => {
    const summary = await runImport(handle, nsplImporter, file);
    expect(summary).toMatchObject({ rows: 21, inserted: 17, updated: 0, rejected: 4 });
    expect(summary.errors.map((e) => e.line)).toEqual([19, 20, 21, 22]);
    const row = await handle.db
      .selectFrom('postcodes')
      .selectAll()
      .where('postcode', '=', 'WC1A 9AF')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lat: null, lng: null, terminated_on: expect.any(Date) });
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'postcodes');
    const summary = await runImport(handle, nsplImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 4 });
    expect(await tableSnapshot(handle.db, 'postcodes')).toEqual(before);
  });

  it('logs each run with the release month from the file name', async () => {
    const log = await handle.db
      .selectFrom('imports')
      .select(['source', 'vintage', 'status', 'rejected'])
      .execute();
    expect(log).toEqual([
      { source: 'nspl', vintage: '2021-11', status: 'succeeded', rejected: 4 },
      { source: 'nspl', vintage: '2021-11', status: 'succeeded', rejected: 4 },
    ]);
  });

  it('reads the 2025 layout into the same table', async () => {
    const newer = fixturePath(import.meta.url, 'nspl_2025-05_year_suffixed_layout_WC.csv');
    const summary = await runImport(handle, nsplImporter, newer);
    expect(summary).toMatchObject({ inserted: 0, rejected: 1 });
    const row = await handle.db
      .selectFrom('postcodes')
      .select(['lad_code', 'lsoa_code'])
      .where('postcode', '=', 'WC2N 5DU')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lad_code: 'E09000033', lsoa_code: 'E01004736' });
  });
});
