import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { Importer, ParseResult } from '../importers/importer.ts';
import { UnreadableFileError } from './file-input.ts';
import { runImport } from './run-import.ts';

/**
 * A tiny line format for exercising the loader: `op,code,name` per line into `regions`,
 * op + (upsert) or - (delete); anything else is rejected.
 */
const regionsImporter: Importer = {
  source: 'ppd',
  description: 'test format',
  target: {
    table: 'regions',
    columns: ['code', 'name', 'country_code'],
    conflictKey: ['code'],
    trackKeys: true,
  },
  async *parse(input): AsyncIterable<ParseResult> {
    let line = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      line += 1;
      const [op, code, name] = text.split(',');
      if ((op !== '+' && op !== '-') || !code) {
        yield { kind: 'rejected', line, reason: `bad line: ${text}` };
        continue;
      }
      yield {
        kind: 'row',
        line,
        op: op === '-' ? 'delete' : 'upsert',
        row: { code, name: name ?? '', country_code: 'E92000001' },
      };
    }
  },
  async finish({ sql: runner, seenTable }) {
    const { rows } = await runner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${seenTable()}`,
    );
    seenCount = rows[0]?.n ?? -1;
  },
};
let seenCount = 0;

describe('runImport (loader)', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-load-'));
  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const regions = async () =>
    (
      await sql<{
        code: string;
        name: string;
      }>`SELECT code, name FROM regions ORDER BY code`.execute(handle.db)
    ).rows;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('loads in batches, keeps the last row per key, rejects bad lines and logs the import', async () => {
    const file = write('regions-2024-05.txt', [
      '+,R1,One',
      '+,R2,Two',
      'garbage',
      '+,R3,Three\\t"tab"',
      '+,R1,One again',
      '+,R4,Four',
    ]);
    const summary = await runImport(handle, regionsImporter, file, { batchSize: 2 });
    expect(summary).toMatchObject({
      rows: 6,
      inserted: 4,
      updated: 1,
      deleted: 0,
      rejected: 1,
      vintage: '2024-05',
      errors: [{ line: 3, reason: 'bad line: garbage' }],
    });
    expect(summary.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(seenCount).toBe(4);
    expect(await regions()).toEqual([
      { code: 'R1', name: 'One again' },
      { code: 'R2', name: 'Two' },
      { code: 'R3', name: 'Three\\t"tab"' },
      { code: 'R4', name: 'Four' },
    ]);
    const log = await handle.db.selectFrom('imports').selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      source: 'ppd',
      file_name: 'regions-2024-05.txt',
      status: 'succeeded',
      rows_read: 6,
      inserted: 4,
      rejected: 1,
      checksum: summary.checksum,
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = path.join(dir, 'regions-2024-05.txt');
    const before = await regions();
    const summary = await runImport(handle, regionsImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 1 });
    // With a key repeated in different batches, the rows churn but end up the same.
    await runImport(handle, regionsImporter, file, { batchSize: 2 });
    expect(await regions()).toEqual(before);
  });

  it('applies deletions and changes, the last operation per key winning', async () => {
    const file = write('changes.txt', ['-,R2', '+,R3,Three', '+,R5,Five', '-,R5', '-,R9']);
    const summary = await runImport(handle, regionsImporter, file);
    expect(summary).toMatchObject({ inserted: 0, updated: 1, deleted: 1 });
    expect((await regions()).map((r) => r.code)).toEqual(['R1', 'R3', 'R4']);
  });

  it('refuses a file that cannot be read', async () => {
    await expect(
      runImport(handle, regionsImporter, path.join(dir, 'missing.txt')),
    ).rejects.toBeInstanceOf(UnreadableFileError);
  });
});
