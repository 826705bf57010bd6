import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { schoolsImporter } from './schools-importer.ts';

describe('schools import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const gias = fixturePath(import.meta.url, 'edubasealldata20240926_trafford_extract.csv');
  const ofsted = fixturePath(
    import.meta.url,
    'Management_information_-_state-funded_schools_-_latest_inspections_synthetic.csv',
  );
  const rating = async (urn: number) =>
    handle.db
      .selectFrom('schools')
      .select(['name', 'ofsted_rating', 'ofsted_date', 'lat'])
      .where('urn', '=', urn)
      .executeTakeFirst();

  it('loads GIAS establishments with locations and their judgements', async () => {
    const summary = await runImport(handle, schoolsImporter, gias);
    expect(summary).toMatchObject({ rows: 14, inserted: 9, rejected: 5, vintage: '2024-09-26' });
    expect(await rating(106283)).toMatchObject({ ofsted_rating: 'Good', ofsted_date: null });
  });

  it('leaves identical tables when the same GIAS file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'schools');
    const summary = await runImport(handle, schoolsImporter, gias);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 5 });
    expect(await tableSnapshot(handle.db, 'schools')).toEqual(before);
  });

  it('joins Ofsted judgements by URN, the latest judgement winning', async () => {
    const summary = await runImport(handle, schoolsImporter, ofsted);
    expect(summary).toMatchObject({ inserted: 1, updated: 3, rejected: 3 });
    expect(await rating(106283)).toMatchObject({
      name: 'Navigation Primary School',
      ofsted_rating: 'Outstanding',
      ofsted_date: expect.any(Date),
      lat: expect.any(Number),
    });
    expect((await rating(106344))?.ofsted_rating).toBe('Special Measures');
    // An ungraded inspection leaves the last graded judgement in place.
    expect((await rating(106295))?.ofsted_rating).toBe('Requires improvement');
    // A school only Ofsted's file knows so far.
    expect(await rating(999901)).toMatchObject({ ofsted_rating: 'Good', lat: null });
  });

  it('keeps the newer Ofsted judgement when the older GIAS file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'schools');
    const summary = await runImport(handle, schoolsImporter, gias);
    expect(summary).toMatchObject({ inserted: 0, updated: 0 });
    expect(await tableSnapshot(handle.db, 'schools')).toEqual(before);
    const again = await runImport(handle, schoolsImporter, ofsted);
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    expect(await tableSnapshot(handle.db, 'schools')).toEqual(before);
  });
});
