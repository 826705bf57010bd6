import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { importerFixture } from '@yardstick/engine/test/import-support';
import { importCommand, type ImportCommandOptions } from './import-command.ts';

const ppdFixtures = importerFixture('ppd');

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, callback: () => void) {
    this.text += chunk.toString();
    callback();
  }
}

describe('import command', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const run = async (
    options: Partial<ImportCommandOptions> & { source: string; target: string },
  ) => {
    const stdout = new Capture();
    const stderr = new Capture();
    const code = await importCommand({
      json: true,
      openDatabase: async () => ({ ...handle, close: async () => {} }),
      stdout,
      stderr,
      ...options,
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('prints one JSON object with the counts and the rejected lines, exit 0', async () => {
    const file = path.join(ppdFixtures, 'pp-malformed-sample.csv');
    const { code, stdout } = await run({ source: 'ppd', target: file });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0] ?? '');
    expect(result).toMatchObject({
      source: 'ppd',
      file,
      rows: 8,
      inserted: 2,
      updated: 0,
      deleted: 0,
      rejected: 6,
      skipped: 0,
    });
    expect(result.errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('skips a file imported before unless forced', async () => {
    const file = path.join(ppdFixtures, 'pp-malformed-sample.csv');
    const skipped = JSON.parse((await run({ source: 'ppd', target: file })).stdout);
    expect(skipped).toMatchObject({ rows: 0, skipped: 1 });
    const forced = JSON.parse((await run({ source: 'ppd', target: file, force: true })).stdout);
    expect(forced).toMatchObject({ rows: 8, inserted: 0, updated: 0, rejected: 6, skipped: 0 });
  });

  it('imports every accepted file of a folder, in name order', async () => {
    const { code, stdout } = await run({ source: 'ppd', target: ppdFixtures, force: true });
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.files.map((f: string) => path.basename(f))).toEqual([
      'pp-2019-sample.csv',
      'pp-malformed-sample.csv',
      'pp-monthly-update-sample.csv',
      'ppd_report_builder_golden_lane_sample.csv',
      'ppd_report_builder_resaved_BN6_sample.csv',
      'ppd_report_builder_SW19_glued_header_sample.csv',
      'ppd_report_greater_manchester_2019_sample.csv',
    ]);
    expect(result.errors[0]).toMatchObject({ line: 2, file: expect.stringMatching(/malformed/) });
  });

  it('prints a summary line without --json', async () => {
    const file = path.join(ppdFixtures, 'pp-2019-sample.csv');
    const { code, stdout } = await run({ source: 'ppd', target: file, json: false, force: true });
    expect(code).toBe(0);
    // The folder's change file had deleted and changed two of these sales: they come back.
    expect(stdout).toMatch(
      /^ppd pp-2019-sample\.csv: 20 rows read, 2 inserted, 2 updated, 0 deleted, 0 rejected in [\d.]+ s \([\d,]+ rows\/s\)\n$/,
    );
  });

  it('exits 1 when the file cannot be read, and 2 on a usage error', async () => {
    const missing = await run({ source: 'ppd', target: '/nonexistent/pp.csv' });
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout).error).toMatch(/Cannot read/);
    const wrongFormat = await run({
      source: 'hpi',
      target: path.join(ppdFixtures, 'pp-2019-sample.csv'),
    });
    expect(wrongFormat.code).toBe(1);
    expect((await run({ source: 'nope', target: 'x' })).code).toBe(2);
  });

  it('says which disk is full when a write fails with ENOSPC', async () => {
    // What each engine throws when its disk is full: PGlite the file system's error (seen on a
    // full tmpfs), PostgreSQL disk_full (53100).
    const full = Object.assign(
      new Error(
        'could not write blocks 223..223 in file "base/5/t0_18212": No space left on device',
      ),
      handle.engine === 'postgres' ? { code: '53100' } : {},
    );
    const failing = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(t, key, receiver) {
          const value = Reflect.get(t, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return () => Promise.reject(full);
        },
      });
    const folder = path.join(tmpdir(), 'some-data', 'pglite');
    const result = await run({
      source: 'ppd',
      target: path.join(ppdFixtures, 'pp-2019-sample.csv'),
      json: false,
      force: true,
      ...(handle.engine === 'pglite' ? { databaseFolder: folder } : {}),
      openDatabase: async () =>
        handle.engine === 'pglite'
          ? { ...handle, pglite: failing(handle.pglite!), close: async () => {} }
          : { ...handle, pool: failing(handle.pool!), close: async () => {} },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      handle.engine === 'pglite'
        ? `the disk holding the database folder ${folder} is full`
        : 'the disk of the PostgreSQL server is full',
    );
    expect(result.stderr).toMatch(/Free some space there .* and run the import again/);
    expect(result.stderr).toContain('No space left on device');
  });

  it('exits 1 and says why when every row of a file is rejected', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-import-'));
    const file = path.join(dir, 'pp-all-bad.csv');
    const real = readFileSync(path.join(ppdFixtures, 'pp-2019-sample.csv'), 'utf8');
    writeFileSync(file, real.replace(/"(\d+)","(\d{4}-\d{2}-\d{2}) 00:00"/g, '"$1","31/31/$2"'));

    const json = await run({ source: 'ppd', target: file });
    expect(json.code).toBe(1);
    const result = JSON.parse(json.stdout);
    expect(result).toMatchObject({ rows: 20, inserted: 0, rejected: 20 });
    expect(result.errors).toHaveLength(20);
    expect(result.error).toMatch(
      /pp-all-bad\.csv: every row was rejected \(20 rows\): line 1: date of transfer/,
    );

    const text = await run({ source: 'ppd', target: file, json: false, force: true });
    expect(text.code).toBe(1);
    expect(text.stdout).toBe('');
    expect(text.stderr).toMatch(
      /^ppd pp-all-bad\.csv: every row was rejected \(20 rows\): line 1: date of transfer: "31\/31\/2019-06-20" is not YYYY-MM-DD or DD\/MM\/YYYY; line 2: .*; line 3: .*; \.\.\.\n$/,
    );
  });
});
