import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { imdImporter } from './imd-importer.ts';

describe('imd import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const file2019 = fixturePath(
    import.meta.url,
    'File_1_-_IMD2019_Index_of_Multiple_Deprivation_extract.csv',
  );
  const file2025 = fixturePath(import.meta.url, 'IoD2025_File_1_LSOA_synthetic.csv');
  const snapshot = async () => [
    ...(await tableSnapshot(handle.db, 'lsoas')),
    ...(await tableSnapshot(handle.db, 'local_authorities')),
  ];

  it('loads LSOA ranks and deciles and local authority names', async () => {
    const summary = await runImport(handle, imdImporter, file2019);
    expect(summary).toMatchObject({ inserted: 13 + 7, rejected: 5, vintage: '2019' });
    const reading = await handle.db
      .selectFrom('lsoas')
      .selectAll()
      .where('code', '=', 'E01016353')
      .executeTakeFirstOrThrow();
    expect(reading).toEqual({
      code: 'E01016353',
      name: 'Reading 011B',
      lad_code: 'E06000038',
      imd_rank: 7409,
      imd_decile: 3,
      imd_nation_count: 32844,
      imd_vintage: 'IoD2019',
    });
    const authority = await handle.db
      .selectFrom('local_authorities')
      .select(['name'])
      .where('code', '=', 'E06000038')
      .executeTakeFirstOrThrow();
    expect(authority.name).toBe('Reading');
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await snapshot();
    const summary = await runImport(handle, imdImporter, file2019);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 5 });
    expect(await snapshot()).toEqual(before);
  });

  it('moves an LSOA to the newer edition when IoD2025 is imported', async () => {
    const summary = await runImport(handle, imdImporter, file2025);
    expect(summary).toMatchObject({ rejected: 3, vintage: '2025' });
    const reading = await handle.db
      .selectFrom('lsoas')
      .select(['imd_rank', 'imd_vintage', 'imd_nation_count'])
      .where('code', '=', 'E01016353')
      .executeTakeFirstOrThrow();
    expect(reading).toEqual({ imd_rank: 7655, imd_vintage: 'IoD2025', imd_nation_count: 33755 });
    const before = await snapshot();
    await runImport(handle, imdImporter, file2025);
    expect(await snapshot()).toEqual(before);
  });
});
