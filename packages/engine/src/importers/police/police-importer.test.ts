import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { policeImporter } from './police-importer.ts';

describe('police import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const file = fixturePath(import.meta.url, '2024-01-city-of-london-street.csv');

  it('loads every crime, anti-social behaviour included, and reports the bad rows', async () => {
    const summary = await runImport(handle, policeImporter, file);
    expect(summary).toMatchObject({ rows: 28, inserted: 22, rejected: 6, vintage: '2024-01' });
    const byType = await handle.db
      .selectFrom('crimes')
      .select(({ fn }) => ['crime_type', fn.countAll<number>().as('n')])
      .where('crime_type', '=', 'Anti-social behaviour')
      .groupBy('crime_type')
      .execute();
    expect(byType).toEqual([{ crime_type: 'Anti-social behaviour', n: 4 }]);
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'crimes');
    const summary = await runImport(handle, policeImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 6 });
    expect(await tableSnapshot(handle.db, 'crimes')).toEqual(before);
  });
});
