import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { codepointImporter } from './codepoint-importer.ts';

describe('codepoint import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const file = fixturePath(import.meta.url, 'codepoint_open_2014-08_rg_m_l_extract.csv');

  it('loads postcodes with WGS84 locations and reports the bad rows', async () => {
    const summary = await runImport(handle, codepointImporter, file);
    expect(summary).toMatchObject({ rows: 21, inserted: 17, rejected: 4, vintage: '2014-08' });
    const row = await handle.db
      .selectFrom('postcodes')
      .select(['district', 'lat', 'lng', 'lad_code', 'lsoa_code', 'source'])
      .where('postcode', '=', 'M21 0AA')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      district: 'M21',
      lat: expect.closeTo(53.442183, 4),
      lng: expect.closeTo(-2.275341, 4),
      lad_code: 'E08000003',
      lsoa_code: null,
      source: 'codepoint',
    });
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'postcodes');
    const summary = await runImport(handle, codepointImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await tableSnapshot(handle.db, 'postcodes')).toEqual(before);
  });

  it('keeps what only a postcode directory knows (LSOA, IMD, dates) when it updates a row', async () => {
    await handle.db
      .updateTable('postcodes')
      .set({ lsoa_code: 'E01005200', imd_rank: 12345, introduced_on: '1980-01-01', lat: 53 })
      .where('postcode', '=', 'M21 0AA')
      .execute();
    const summary = await runImport(handle, codepointImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    const row = await handle.db
      .selectFrom('postcodes')
      .select(['lsoa_code', 'imd_rank', 'lat'])
      .where('postcode', '=', 'M21 0AA')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      lsoa_code: 'E01005200',
      imd_rank: 12345,
      lat: expect.closeTo(53.442183, 4),
    });
  });
});
