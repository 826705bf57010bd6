import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { EveryRowRejectedError, runImport } from '../../load/run-import.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { ppdImporter } from './ppd-importer.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

describe('ppd importer', () => {
  let handle: DatabaseHandle;
  const soldPrices = () =>
    handle.db.selectFrom('sold_prices').selectAll().orderBy('transaction_id').execute();
  const sale = (id: string) =>
    handle.db
      .selectFrom('sold_prices')
      .selectAll()
      .where('transaction_id', '=', id)
      .executeTakeFirst();

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('reads the report-builder export with its header', async () => {
    const summary = await runImport(
      handle,
      ppdImporter,
      fixture('ppd_report_greater_manchester_2019_sample.csv'),
    );
    expect(summary).toMatchObject({ rows: 25, inserted: 25, updated: 0, rejected: 0, errors: [] });
    expect(summary.vintage).toBe('2019');
    const row = await sale('8a78b2af-863a-5cb0-e053-6b04a8c0f504');
    expect(row).toMatchObject({
      price: 170000,
      postcode: 'BL0 0AG',
      postcode_sector: 'BL0 0',
      postcode_district: 'BL0',
      property_type: 'T',
      old_new: 'N',
      duration: 'L',
      paon: '56',
      saon: null,
      street: 'PEEL BROW',
      locality: 'RAMSBOTTOM',
      town: 'BURY',
      district: 'BURY',
      county: 'GREATER MANCHESTER',
      ppd_category: 'A',
      record_status: 'A',
      total_floor_area: null,
    });
    expect(row?.date_of_transfer.getFullYear()).toBe(2019);
    await handle.db.deleteFrom('sold_prices').execute();
  });

  it('reads the bulk headerless file, and importing it twice leaves identical tables', async () => {
    const first = await runImport(handle, ppdImporter, fixture('pp-2019-sample.csv'));
    expect(first).toMatchObject({ rows: 20, inserted: 20, updated: 0, deleted: 0, rejected: 0 });
    const before = await soldPrices();
    const again = await runImport(handle, ppdImporter, fixture('pp-2019-sample.csv'));
    expect(again).toMatchObject({ rows: 20, inserted: 0, updated: 0, deleted: 0, rejected: 0 });
    expect(again.checksum).toBe(first.checksum);
    expect(await soldPrices()).toEqual(before);
    expect(await sale('8cac1318-36e0-0253-e053-6b04a8c08e51')).toMatchObject({
      price: 162500,
      paon: '61',
      street: 'LANCASTER AVENUE',
    });
  });

  it('applies a monthly change file: additions, changes and deletions', async () => {
    const summary = await runImport(handle, ppdImporter, fixture('pp-monthly-update-sample.csv'));
    expect(summary).toMatchObject({ rows: 6, inserted: 2, updated: 2, deleted: 2, rejected: 0 });
    expect(
      await handle.db.selectFrom('sold_prices').select('transaction_id').execute(),
    ).toHaveLength(20);
    expect(await sale('8cac1318-36e0-0253-e053-6b04a8c08e51')).toMatchObject({
      price: 167500,
      record_status: 'C',
    });
    expect(await sale('87e1551e-239e-6405-e053-6c04a8c0b2ee')).toBeUndefined();
    expect(await sale('919fec06-1b62-9a90-e053-6c04a8c0a300')).toBeUndefined();
    expect(await sale('8f1b26bd-a276-53db-e053-6c04a8c03649')).toMatchObject({ price: 158000 });

    const before = await soldPrices();
    const again = await runImport(handle, ppdImporter, fixture('pp-monthly-update-sample.csv'));
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await soldPrices()).toEqual(before);
  });

  it('rejects malformed rows with their line numbers and loads the rest', async () => {
    const summary = await runImport(handle, ppdImporter, fixture('pp-malformed-sample.csv'));
    expect(summary).toMatchObject({ rows: 8, inserted: 2, rejected: 6 });
    expect(summary.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 7]);
    const reasons = summary.errors.map((e) => e.reason);
    expect(reasons[0]).toMatch(/transaction id/);
    expect(reasons[1]).toMatch(/price: "12,5x"/);
    expect(reasons[2]).toMatch(/2019-02-30/);
    expect(reasons[3]).toMatch(/property type: "X"/);
    expect(reasons[4]).toMatch(/expected 16 fields, found 6/);
    const log = await handle.db
      .selectFrom('imports')
      .selectAll()
      .where('file_name', '=', 'pp-malformed-sample.csv')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ status: 'succeeded', rows_read: 8, inserted: 2, rejected: 6 });
    expect(log.errors).toHaveLength(6);
  });

  it('refuses a file in another format', async () => {
    await expect(
      runImport(
        handle,
        ppdImporter,
        path.join(import.meta.dirname, '../hpi/fixtures/uk-hpi-full-file-sample.csv'),
      ),
    ).rejects.toBeInstanceOf(FileFormatError);
    const failed = await handle.db
      .selectFrom('imports')
      .select(['status', 'message'])
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toHaveLength(1);
  });
});

describe('ppd importer on an empty table', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('applies a change file as the first load (deletions need the deferred key back)', async () => {
    const indexes = async () =>
      (
        await sql<{ name: string }>`
          SELECT indexname AS name FROM pg_indexes
           WHERE tablename = 'sold_prices' AND schemaname = current_schema()
           ORDER BY 1`.execute(handle.db)
      ).rows.map((r) => r.name);
    const before = await indexes();
    const summary = await runImport(handle, ppdImporter, fixture('pp-monthly-update-sample.csv'), {
      batchSize: 2,
    });
    expect(summary).toMatchObject({ rows: 6, inserted: 4, updated: 0, deleted: 0, rejected: 0 });
    // Every index the migrations made (the primary key among them) is back after the load.
    expect(before).toContain('sold_prices_pkey');
    expect(await indexes()).toEqual(before);
  });
});

describe('ppd importer on real report-builder files (extracts in fixtures/)', () => {
  let handle: DatabaseHandle;
  const sale = (id: string) =>
    handle.db
      .selectFrom('sold_prices')
      .selectAll()
      .where('transaction_id', '=', id)
      .executeTakeFirst();
  const count = async () =>
    Number(
      (
        await handle.db
          .selectFrom('sold_prices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('reads an export whose header runs into the first record, keeping that record', async () => {
    const file = fixture('ppd_report_builder_SW19_glued_header_sample.csv');
    // The defect itself: one line holds the header and the first record.
    expect(readFileSync(file, 'utf8').split('\n')[0]).toMatch(/linked_data_uri"E52776D8-/);
    const summary = await runImport(handle, ppdImporter, file);
    expect(summary).toMatchObject({ rows: 30, inserted: 30, rejected: 0, errors: [] });
    expect(await sale('e52776d8-8e96-4c0d-81c5-6369a92cf8d2')).toMatchObject({
      price: 440000,
      postcode: 'SW19 1AA',
      property_type: 'S',
      old_new: 'N',
      duration: 'F',
      saon: null,
      paon: '1B',
      street: 'COWPER ROAD',
      town: 'LONDON',
      district: 'MERTON',
      ppd_category: 'A',
      record_status: 'A',
    });
    expect((await sale('e52776d8-8e96-4c0d-81c5-6369a92cf8d2'))?.date_of_transfer).toEqual(
      new Date(2013, 5, 7),
    );
    // The record on the next line is line 2, not shifted.
    expect(await sale('19016ff8-4d35-46da-9872-788e1cfd1eb5')).toMatchObject({ price: 380000 });
  });

  it('reads the normal-header export with SAON before PAON', async () => {
    const summary = await runImport(
      handle,
      ppdImporter,
      fixture('ppd_report_builder_golden_lane_sample.csv'),
    );
    expect(summary).toMatchObject({ rows: 25, inserted: 25, rejected: 0 });
    expect(await sale('a373dd4f-6109-4002-b9b8-8fe0c8d2b60b')).toMatchObject({
      price: 191000,
      postcode: 'EC1Y 0RB',
      saon: 'FLAT 2',
      paon: 'CUTHBERT HARROWING HOUSE',
      street: 'GOLDEN LANE ESTATE',
      district: 'CITY OF LONDON',
    });
  });

  it('reads a spreadsheet-resaved export (no header, unquoted, DD/MM/YYYY) in its own columns', async () => {
    const summary = await runImport(
      handle,
      ppdImporter,
      fixture('ppd_report_builder_resaved_BN6_sample.csv'),
    );
    expect(summary).toMatchObject({ rows: 5, inserted: 5, rejected: 0, errors: [] });
    const office = await sale('68feb20c-6e83-38da-e053-6c04a8c051ae');
    expect(office).toMatchObject({
      price: 35126,
      postcode: 'BN6 8AA',
      property_type: 'O',
      duration: 'F',
      // The 8th column is the SAON (empty) and the 9th the PAON, as in the report builder.
      saon: null,
      paon: 'HASSOCKS DELIVERY OFFICE, 36',
      street: 'KEYMER ROAD',
      locality: 'KEYMER',
      town: 'HASSOCKS',
      district: 'MID SUSSEX',
      county: 'WEST SUSSEX',
      ppd_category: 'B',
      // The last column is the transaction's URI, not a record status.
      record_status: 'A',
    });
    expect(office?.date_of_transfer).toEqual(new Date(2017, 9, 30));
    expect(await sale('82d5b9f9-7fe5-402a-b7ad-857ed0b38be1')).toMatchObject({
      paon: '29A',
      saon: null,
      property_type: 'F',
      old_new: 'Y',
      duration: 'L',
    });
  });

  it('tells the layouts apart by content, not by file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-ppd-names-'));
    // The resaved export named as a bulk yearly file, the glued one as a monthly change file.
    const resaved = path.join(dir, 'pp-2017.csv');
    writeFileSync(resaved, readFileSync(fixture('ppd_report_builder_resaved_BN6_sample.csv')));
    const glued = path.join(dir, 'pp-monthly-update-new-version.csv');
    writeFileSync(glued, readFileSync(fixture('ppd_report_builder_SW19_glued_header_sample.csv')));
    expect(await runImport(handle, ppdImporter, resaved)).toMatchObject({
      rows: 5,
      inserted: 0,
      updated: 0,
      rejected: 0,
    });
    expect(await runImport(handle, ppdImporter, glued)).toMatchObject({
      rows: 30,
      inserted: 0,
      updated: 0,
      rejected: 0,
    });
  });

  it('never duplicates: importing the three files again changes nothing', async () => {
    const before = await handle.db
      .selectFrom('sold_prices')
      .selectAll()
      .orderBy('transaction_id')
      .execute();
    expect(before).toHaveLength(60);
    for (const name of [
      'ppd_report_builder_SW19_glued_header_sample.csv',
      'ppd_report_builder_golden_lane_sample.csv',
      'ppd_report_builder_resaved_BN6_sample.csv',
    ]) {
      const again = await runImport(handle, ppdImporter, fixture(name));
      expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 0 });
    }
    expect(
      await handle.db.selectFrom('sold_prices').selectAll().orderBy('transaction_id').execute(),
    ).toEqual(before);
  });

  it('fails a file whose every row is rejected, logging the first reasons', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-ppd-'));
    const file = path.join(dir, 'pp-broken.csv');
    // Every record of a real bulk extract with an unknown property type.
    writeFileSync(
      file,
      readFileSync(fixture('pp-2019-sample.csv'), 'utf8').replace(
        /"[DSTFO]","([YN])"/g,
        '"X","$1"',
      ),
    );
    const before = await count();
    const failure = await runImport(handle, ppdImporter, file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EveryRowRejectedError);
    expect((failure as Error).message).toMatch(
      /^every row was rejected \(20 rows\): line 1: property type: "X" is not one of D, S, T, F, O; line 2: /,
    );
    expect((failure as EveryRowRejectedError).summary).toMatchObject({ rows: 20, rejected: 20 });
    expect(await count()).toBe(before);
    const log = await handle.db
      .selectFrom('imports')
      .selectAll()
      .where('file_name', '=', 'pp-broken.csv')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ status: 'failed', rows_read: 20, inserted: 0, rejected: 20 });
    expect(log.errors).toHaveLength(20);
    expect(log.message).toBe((failure as Error).message);
  });
});
