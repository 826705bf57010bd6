import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { onspdImporter } from './onspd-importer.ts';

describe('onspd import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const pcd7 = fixturePath(import.meta.url, 'onspd_2025-08_pcd7_layout_WC.csv');
  const pcd = fixturePath(import.meta.url, 'onspd_2024-05_pcd_layout_WC.csv');

  it('loads the August 2025 layout, with no location for a postcode without grid reference', async () => {
    const summary = await runImport(handle, onspdImporter, pcd7);
    expect(summary).toMatchObject({ rows: 12, inserted: 8, rejected: 4, vintage: '2025-08' });
    const jersey = await handle.db
      .selectFrom('postcodes')
      .select(['lat', 'lng', 'source'])
      .where('postcode', '=', 'JE2 4WD')
      .executeTakeFirstOrThrow();
    expect(jersey).toEqual({ lat: null, lng: null, source: 'onspd' });
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'postcodes');
    const summary = await runImport(handle, onspdImporter, pcd7);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await tableSnapshot(handle.db, 'postcodes')).toEqual(before);
  });

  it('finds nothing to change in the same postcodes from the older pcd layout', async () => {
    const before = await tableSnapshot(handle.db, 'postcodes');
    const summary = await runImport(handle, onspdImporter, pcd);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, rejected: 1 });
    expect(await tableSnapshot(handle.db, 'postcodes')).toEqual(before);
  });
});
