import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { epcImporter } from './epc-importer.ts';

describe('epc import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const file = fixturePath(import.meta.url, 'certificates.csv');

  it('loads certificates and reports the bad rows', async () => {
    const summary = await runImport(handle, epcImporter, file);
    expect(summary).toMatchObject({ rows: 10, inserted: 4, rejected: 6 });
    const flat = await handle.db
      .selectFrom('epc_certificates')
      .select(['total_floor_area', 'uprn', 'lodgement_datetime'])
      .where('lmk_key', '=', '1749296282542019042316574997268409')
      .executeTakeFirstOrThrow();
    expect(flat).toMatchObject({ total_floor_area: 41.27, uprn: 310067890 });
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'epc_certificates');
    const summary = await runImport(handle, epcImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 6 });
    expect(await tableSnapshot(handle.db, 'epc_certificates')).toEqual(before);
  });
});
