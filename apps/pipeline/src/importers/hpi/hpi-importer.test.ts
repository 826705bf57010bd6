import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { hpiImporter } from './hpi-importer.ts';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

describe('hpi importer', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-hpi-'));
  const hpi = () =>
    handle.db.selectFrom('hpi').selectAll().orderBy('area_code').orderBy('date').execute();
  const month = (code: string, date: string) =>
    handle.db
      .selectFrom('hpi')
      .selectAll()
      .where('area_code', '=', code)
      .where('date', '=', sql<Date>`${date}::date`)
      .executeTakeFirst();

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('loads the full file: 54 columns, DD/MM/YYYY dates, empty cells as NULL', async () => {
    const file = path.join(dir, 'UK-HPI-full-file-2025-02.csv');
    copyFileSync(fixture('uk-hpi-full-file-sample.csv'), file);
    const summary = await runImport(handle, hpiImporter, file);
    expect(summary).toMatchObject({ rows: 21, inserted: 21, updated: 0, rejected: 0 });
    expect(summary.vintage).toBe('2025-02');
    expect(await month('E92000001', '2013-11-01')).toMatchObject({
      area_name: 'England',
      average_price: 175855,
      index: 61.5,
      index_sa: 61.2,
      change_1m: 0.5,
      change_12m: 4.3,
      average_price_sa: 175051,
      sales_volume: 81041,
      detached_price: 284877,
    });
    const backSeries = await month('E92000001', '1968-12-01');
    expect(backSeries).toMatchObject({ average_price: 3309, index: 1.2, change_1m: -0.5 });
    expect(backSeries?.change_12m).toBeNull();
    expect(backSeries?.old_sales_volume).toBeNull();
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await hpi();
    const summary = await runImport(
      handle,
      hpiImporter,
      path.join(dir, 'UK-HPI-full-file-2025-02.csv'),
    );
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await hpi()).toEqual(before);
  });

  it('applies revisions from a newer file', async () => {
    const text = readFileSync(fixture('uk-hpi-full-file-sample.csv'), 'utf8');
    const revised = text.replace(
      '01/11/2013,England,E92000001,175855,61.5',
      '01/11/2013,England,E92000001,175999,61.6',
    );
    expect(revised).not.toBe(text);
    const file = path.join(dir, 'UK-HPI-full-file-2025-03.csv');
    writeFileSync(file, revised);
    const summary = await runImport(handle, hpiImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 1 });
    expect(await month('E92000001', '2013-11-01')).toMatchObject({
      average_price: 175999,
      index: 61.6,
    });
  });

  it('trims names and rejects malformed rows with their line numbers', async () => {
    const summary = await runImport(handle, hpiImporter, fixture('uk-hpi-full-file-malformed.csv'));
    expect(summary).toMatchObject({ rows: 7, rejected: 4 });
    expect(summary.errors).toEqual([
      { line: 4, reason: expect.stringMatching(/Date: "2019-03-01"/) },
      { line: 5, reason: expect.stringMatching(/AreaCode/) },
      { line: 6, reason: expect.stringMatching(/AveragePrice: "n\/a price"/) },
      { line: 7, reason: 'expected 54 fields, found 20' },
    ]);
    expect(await month('E92000001', '1981-03-01')).toMatchObject({ area_name: 'England' });
  });

  it('refuses a file that is not the full file', async () => {
    await expect(
      runImport(
        handle,
        hpiImporter,
        path.join(import.meta.dirname, '../ppd/fixtures/pp-2019-sample.csv'),
      ),
    ).rejects.toBeInstanceOf(FileFormatError);
  });
});
