import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { naptanImporter } from './naptan-importer.ts';

describe('naptan import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const stops = fixturePath(import.meta.url, 'Stops.csv');
  const rail = fixturePath(import.meta.url, 'RailReferences.csv');
  const station = () =>
    handle.db
      .selectFrom('transport_stops')
      .select(['name', 'crs_code', 'tiploc_code', 'lat', 'street'])
      .where('atco_code', '=', '9100ALTRNHM')
      .executeTakeFirstOrThrow();

  it('loads bus stops, stations and tram stops and reports the bad rows', async () => {
    const summary = await runImport(handle, naptanImporter, stops);
    expect(summary).toMatchObject({ inserted: 7, deleted: 0, rejected: 5 });
    expect(await station()).toMatchObject({ crs_code: null, lat: 53.387668 });
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await tableSnapshot(handle.db, 'transport_stops');
    const summary = await runImport(handle, naptanImporter, stops);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 5 });
    expect(await tableSnapshot(handle.db, 'transport_stops')).toEqual(before);
  });

  it('adds CRS codes from the rail references without moving stations Stops.csv placed', async () => {
    const summary = await runImport(handle, naptanImporter, rail);
    expect(summary).toMatchObject({ inserted: 4, updated: 1, rejected: 4 });
    expect(await station()).toEqual({
      name: 'Altrincham Rail Station',
      crs_code: 'ALT',
      tiploc_code: 'ALTRNHM',
      lat: 53.387668,
      street: 'Stamford New Road',
    });
    const before = await tableSnapshot(handle.db, 'transport_stops');
    await runImport(handle, naptanImporter, rail);
    await runImport(handle, naptanImporter, stops);
    expect(await tableSnapshot(handle.db, 'transport_stops')).toEqual(before);
  });

  it('removes a stop that a newer file marks inactive', async () => {
    await handle.db
      .insertInto('transport_stops')
      .values({
        atco_code: '1800SJ99993',
        name: 'Closed Stop',
        type: 'bus',
        lat: 53.461,
        lng: -2.281,
      })
      .execute();
    const summary = await runImport(handle, naptanImporter, stops);
    expect(summary).toMatchObject({ deleted: 1 });
    const gone = await handle.db
      .selectFrom('transport_stops')
      .select('atco_code')
      .where('atco_code', '=', '1800SJ99993')
      .execute();
    expect(gone).toEqual([]);
  });
});
