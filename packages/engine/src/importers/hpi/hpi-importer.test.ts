import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { EveryRowRejectedError, runImport } from '../../load/run-import.ts';
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

  it('marks every imported month published, a demo month it replaces too (migration 0100)', async () => {
    await sql`UPDATE hpi SET provenance = 'demo' WHERE area_code = 'E92000001'`.execute(handle.db);
    await sql`INSERT INTO hpi (area_code, date, area_name, index, provenance)
      VALUES ('W06000001', '2013-11-01', 'Isle of Anglesey', 60.1, 'demo')`.execute(handle.db);
    await runImport(handle, hpiImporter, path.join(dir, 'UK-HPI-full-file-2025-02.csv'));
    const rows = await sql<{ area_code: string; provenance: string; n: number }>`
      SELECT area_code, provenance, count(*)::int AS n FROM hpi
      GROUP BY area_code, provenance ORDER BY area_code, provenance`.execute(handle.db);
    // England's months came back from the file: published again. The demo row of an area
    // the file does not carry keeps its label.
    expect(rows.rows.filter((r) => r.area_code === 'E92000001').map((r) => r.provenance)).toEqual([
      'published',
    ]);
    expect(rows.rows.find((r) => r.area_code === 'W06000001')).toMatchObject({
      provenance: 'demo',
      n: 1,
    });
    await sql`DELETE FROM hpi WHERE area_code = 'W06000001'`.execute(handle.db);
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

describe('hpi importer on the UK HPI app download (real extracts in fixtures/)', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-hpi-app-'));
  const month = (code: string, date: string) =>
    handle.db
      .selectFrom('hpi')
      .selectAll()
      .where('area_code', '=', code)
      .where('date', '=', sql<Date>`${date}::date`)
      .executeTakeFirst();
  const hpi = () =>
    handle.db.selectFrom('hpi').selectAll().orderBy('area_code').orderBy('date').execute();

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('reads the download: area by its GSS code, YYYY-MM periods, all types and D/S/T/F', async () => {
    const summary = await runImport(
      handle,
      hpiImporter,
      fixture('uk_hpi_app_download_england_sample.csv'),
    );
    expect(summary).toMatchObject({ rows: 30, inserted: 30, updated: 0, rejected: 0, errors: [] });
    const first = await month('E92000001', '1995-01-01');
    expect(first).toMatchObject({
      area_name: 'England',
      sales_volume: 47639,
      index: 26.23,
      average_price: 53203,
      change_1m: null,
      change_12m: 1.39,
      detached_index: 28.26,
      detached_price: 86314,
      semi_detached_index: 27.44,
      terraced_price: 41490,
      flat_index: 23.76,
      flat_price: 45219,
      // Series the download does not carry.
      index_sa: null,
      cash_price: null,
    });
    expect(await month('E92000001', '2020-02-01')).toMatchObject({
      index: 121.63,
      average_price: 246739,
      change_1m: -0.47,
      detached_index: 122.88,
    });
  });

  it('reads a local authority download with empty series (City of London has no D/S/T early on)', async () => {
    const summary = await runImport(
      handle,
      hpiImporter,
      fixture('uk_hpi_app_download_city_of_london_sample.csv'),
    );
    expect(summary).toMatchObject({ rows: 29, inserted: 29, rejected: 0 });
    expect(await month('E09000001', '1995-01-01')).toMatchObject({
      area_name: 'City of London',
      index: 11.67,
      average_price: 91449,
      detached_index: null,
      terraced_index: null,
      flat_index: 11.71,
      flat_price: 91484,
    });
    expect(await month('E09000001', '2024-11-01')).toMatchObject({
      sales_volume: null,
      index: 85.6,
      change_12m: -22.3,
    });
  });

  it('never duplicates: importing a download again changes nothing', async () => {
    const before = await hpi();
    for (const name of [
      'uk_hpi_app_download_england_sample.csv',
      'uk_hpi_app_download_city_of_london_sample.csv',
    ]) {
      const again = await runImport(handle, hpiImporter, fixture(name));
      expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 0 });
    }
    expect(await hpi()).toEqual(before);
  });

  it('updates the series it carries and leaves those of a full file it lacks', async () => {
    const full = await runImport(handle, hpiImporter, fixture('uk-hpi-full-file-sample.csv'));
    // England 2013-11 is in both files: the full file's figures replace the download's. The
    // two are different editions (61.5 against 91.82): England's 29 other months held from
    // the download are deleted, so its series is of one edition.
    expect(full).toMatchObject({ inserted: 20, updated: 1, deleted: 29 });
    expect(await month('E92000001', '2013-11-01')).toMatchObject({
      index: 61.5,
      cash_price: 171120,
    });
    const download = await runImport(
      handle,
      hpiImporter,
      fixture('uk_hpi_app_download_england_sample.csv'),
    );
    // And back: the download restates England again; the full file's 1981 and 1968 go.
    expect(download).toMatchObject({ inserted: 29, updated: 1, deleted: 2 });
    expect(await month('E92000001', '2013-11-01')).toMatchObject({
      index: 91.82,
      average_price: 186260,
      // Only the full file has these: kept.
      index_sa: 61.2,
      average_price_sa: 175051,
      cash_price: 171120,
      cash_sales_volume: 26928,
    });
  });

  it('knows the download by its header, whatever the file is called', async () => {
    const file = path.join(dir, 'UK-HPI-full-file-2024-11.csv');
    copyFileSync(fixture('uk_hpi_app_download_city_of_london_sample.csv'), file);
    expect(await runImport(handle, hpiImporter, file)).toMatchObject({
      rows: 29,
      inserted: 0,
      updated: 0,
      rejected: 0,
    });
  });

  it('rejects rows it cannot read, and fails a download of which no row is monthly', async () => {
    const lines = readFileSync(fixture('uk_hpi_app_download_england_sample.csv'), 'utf8')
      .trimEnd()
      .split('\n');
    const [header = '', jan = '', feb = '', mar = '', apr = ''] = lines;
    const broken = path.join(dir, 'ukhpi-broken.csv');
    writeFileSync(
      broken,
      [
        header,
        jan,
        feb.replace(',1995-02,', ',1995/02,'),
        mar.replace(',E92000001,', ',,'),
        apr.replace(',monthly,', ',quarterly,'),
      ].join('\r\n'),
    );
    const summary = await runImport(handle, hpiImporter, broken);
    expect(summary).toMatchObject({ rows: 4, rejected: 3 });
    expect(summary.errors).toEqual([
      { line: 3, reason: 'Period: "1995/02" is not a YYYY-MM month' },
      { line: 4, reason: 'Region GSS code: "" is not a GSS code' },
      {
        line: 5,
        reason: 'Reporting period: "quarterly": only monthly figures are imported',
      },
    ]);

    const quarterly = path.join(dir, 'ukhpi-quarterly.csv');
    writeFileSync(quarterly, [header, apr.replace(',monthly,', ',quarterly,')].join('\n'));
    await expect(runImport(handle, hpiImporter, quarterly)).rejects.toBeInstanceOf(
      EveryRowRejectedError,
    );
  });

  it('refuses a file with neither layout', async () => {
    const file = path.join(dir, 'not-hpi.csv');
    writeFileSync(file, 'Name,Region GSS code,Period,Colour\nEngland,E92000001,2019-01,red\n');
    await expect(runImport(handle, hpiImporter, file)).rejects.toThrow(
      /not a UK HPI app download: the header lacks any "House price index ..."/,
    );
  });
});

describe('hpi importer: an edition that restates history (re-based index)', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-hpi-edition-'));
  const england = () =>
    handle.db
      .selectFrom('hpi')
      .select([sql<string>`to_char(date, 'YYYY-MM')`.as('month'), 'index'])
      .where('area_code', '=', 'E92000001')
      .orderBy('date')
      .execute();
  /** The download's lines whose period passes `keep`, the all-types index times `factor`. */
  const edition = (
    name: string,
    keep: (period: string) => boolean,
    factor: (p: string) => number,
  ) => {
    const [header, ...lines] = readFileSync(
      fixture('uk_hpi_app_download_england_sample.csv'),
      'utf8',
    )
      .trim()
      .split('\n');
    const out = lines
      .map((l) => l.split(','))
      .filter((f) => keep(f[3] as string))
      .map((f) => {
        f[6] = (Number(f[6]) * factor(f[3] as string)).toFixed(2);
        return f.join(',');
      });
    const file = path.join(dir, name);
    writeFileSync(file, [header, ...out].join('\n') + '\n');
    return file;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('replaces the series: the months of the other edition the file lacks are deleted', async () => {
    await runImport(handle, hpiImporter, fixture('uk_hpi_app_download_england_sample.csv'));
    const held = await england();
    expect(held).toHaveLength(30);
    // An older edition on another base, of 1995 and 2013-11 only (13 months).
    const rebased = edition(
      'older-edition.csv',
      (p) => p.startsWith('1995') || p === '2013-11',
      () => 0.67,
    );
    const summary = await runImport(handle, hpiImporter, rebased);
    // The 17 months (2019-2024) only the first edition had are gone: one edition per area.
    expect(summary).toMatchObject({ updated: 13, deleted: 17 });
    const after = await england();
    expect(after.map((r) => r.month)).toEqual(
      held.map((r) => r.month).filter((m) => m.startsWith('1995') || m === '2013-11'),
    );
    const before = new Map(held.map((r) => [r.month, Number(r.index)]));
    for (const r of after) {
      expect(Number(r.index)).toBeCloseTo((before.get(r.month) as number) * 0.67, 1);
    }
  });

  it('applies revisions of recent months as updates, deleting nothing', async () => {
    await runImport(handle, hpiImporter, fixture('uk_hpi_app_download_england_sample.csv'));
    const held = await england();
    // Months of 2024 revised by 2%: within the recent-revision window of the latest month.
    const revised = edition(
      'revised.csv',
      (p) => p.startsWith('2024'),
      () => 1.02,
    );
    const summary = await runImport(handle, hpiImporter, revised);
    expect(summary).toMatchObject({ updated: 2, deleted: 0 });
    expect(await england()).toHaveLength(held.length);
  });
});
