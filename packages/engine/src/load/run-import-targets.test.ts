import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { Importer, ParseResult } from '../importers/importer.ts';
import { deferIndexes } from './deferred-indexes.ts';
import { openBulkSession } from './open-bulk-session.ts';
import { runImport } from './run-import.ts';

/**
 * A feed-like format exercising the loader's multi-target features: each line
 * `agentRef|agentName|listingRef|price` feeds `agents` (an extra target) and `listings`,
 * whose agent_id is computed from a staging-only column; hooks record price changes, and
 * `finish` withdraws listings absent from the file. Results come in arrays, agents as
 * pre-encoded COPY text.
 */
const feedImporter: Importer = {
  source: 'blm',
  description: 'test feed',
  extraTargets: {
    agents: {
      table: 'agents',
      columns: ['source', 'source_ref', 'name'],
      conflictKey: ['source', 'source_ref'],
    },
  },
  target: {
    table: 'listings',
    columns: ['source', 'source_ref', 'transaction_type', 'list_price', 'summary'],
    stagingOnly: { agent_ref: 'text' },
    computed: {
      agent_id: `(SELECT a.id FROM agents a WHERE a.source = s.source AND a.source_ref = s.agent_ref)`,
    },
    conflictKey: ['source', 'source_ref'],
    trackKeys: true,
    async beforeMerge({ sql: runner, staging }) {
      await runner.query(
        `INSERT INTO listing_price_history (listing_id, price)
         SELECT l.id, s.list_price FROM ${staging} s
           JOIN listings l ON l.source = s.source AND l.source_ref = s.source_ref
          WHERE l.list_price IS DISTINCT FROM s.list_price`,
      );
    },
  },
  async *parse(input) {
    let line = 0;
    let text = '';
    for await (const chunk of input) text += String(chunk);
    const results: ParseResult[] = [];
    for (const record of text.split('\n')) {
      line += 1;
      if (!record) continue;
      const [agentRef, agentName, ref, price] = record.split('|');
      results.push(
        { kind: 'encoded', line, copy: `test\t${agentRef}\t${agentName}`, target: 'agents' },
        {
          kind: 'row',
          line,
          row: {
            source: 'test',
            source_ref: ref,
            transaction_type: 'sale',
            list_price: Number(price),
            summary: 'Cash buyers only',
            agent_ref: agentRef,
          },
        },
      );
    }
    yield results;
  },
  async finish({ sql: runner, seenTable }) {
    const { rowCount } = await runner.query(
      `UPDATE listings l SET status = 'withdrawn'
        WHERE l.source = 'test' AND l.status <> 'withdrawn'
          AND NOT EXISTS (SELECT 1 FROM ${seenTable()} s
                           WHERE s.source = l.source AND s.source_ref = l.source_ref)`,
    );
    return { updated: rowCount };
  },
};

describe('runImport with several targets, hooks and computed columns', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-feed-'));
  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const listings = () =>
    handle.db
      .selectFrom('listings')
      .leftJoin('agents', 'agents.id', 'listings.agent_id')
      .select(['listings.source_ref', 'list_price', 'status', 'agents.name as agent'])
      .orderBy('listings.source_ref')
      .execute();

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('loads agents before listings and resolves agent_id', async () => {
    const file = write('feed-1.txt', [
      'A1|Acme|L1|250000',
      'A2|Bolt|L2|180000',
      'A1|Acme|L3|99000',
    ]);
    const summary = await runImport(handle, feedImporter, file);
    // Rows read are the file's records: an agent row comes from a listing's record.
    expect(summary).toMatchObject({ rows: 3, inserted: 5, rejected: 0 });
    expect(await listings()).toEqual([
      { source_ref: 'L1', list_price: 250000, status: 'available', agent: 'Acme' },
      { source_ref: 'L2', list_price: 180000, status: 'available', agent: 'Bolt' },
      { source_ref: 'L3', list_price: 99000, status: 'available', agent: 'Acme' },
    ]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listings WHERE keywords @@ to_tsquery('english', 'cash')`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('records price changes in a hook and withdraws listings absent from the feed', async () => {
    const file = write('feed-2.txt', ['A1|Acme|L1|240000', 'A2|Bolt Lettings|L2|180000']);
    const summary = await runImport(handle, feedImporter, file);
    // agent A2 renamed, L1 repriced, L3 withdrawn by finish()
    expect(summary).toMatchObject({ inserted: 0, updated: 3, deleted: 0 });
    expect(await listings()).toEqual([
      { source_ref: 'L1', list_price: 240000, status: 'available', agent: 'Acme' },
      { source_ref: 'L2', list_price: 180000, status: 'available', agent: 'Bolt Lettings' },
      { source_ref: 'L3', list_price: 99000, status: 'withdrawn', agent: 'Acme' },
    ]);
    const history = await handle.db.selectFrom('listing_price_history').select('price').execute();
    expect(history).toEqual([{ price: 240000 }]);
    const again = await runImport(handle, feedImporter, file);
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
  });
});

describe('first loads (direct COPY, indexes after)', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-direct-'));
  const indexes = async (table: string) =>
    (
      await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes
         WHERE tablename = ${table} AND schemaname = current_schema() ORDER BY 1`.execute(handle.db)
    ).rows.map((r) => r.name);
  const authorities: Importer = {
    source: 'ppd',
    description: 'test',
    target: { table: 'local_authorities', columns: ['code', 'name'], conflictKey: ['code'] },
    async *parse(input) {
      let text = '';
      for await (const chunk of input) text += String(chunk);
      let line = 0;
      for (const record of text.split('\n').filter(Boolean)) {
        const [code, name] = record.split(',');
        line += 1;
        yield { kind: 'row', line, row: { code, name } };
      }
    },
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('rebuilds the indexes and the primary key after loading an empty table, the last row of a repeated key winning', async () => {
    const before = await indexes('local_authorities');
    expect(before).toContain('local_authorities_name_idx');
    const file = path.join(dir, 'las.csv');
    writeFileSync(file, 'E1,One\nE2,Two\nE3,Three\nE1,One again\n');
    const summary = await runImport(handle, authorities, file, { batchSize: 2 });
    expect(summary).toMatchObject({ inserted: 3, updated: 1 });
    const again = await runImport(handle, authorities, file, { batchSize: 2 });
    expect(again).toMatchObject({ inserted: 0 });
    expect(await indexes('local_authorities')).toEqual(before);
    const names = await handle.db
      .selectFrom('local_authorities')
      .select('name')
      .orderBy('code')
      .execute();
    expect(names.map((n) => n.name)).toEqual(['One again', 'Two', 'Three']);
    const keys = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_constraint
       WHERE conrelid = to_regclass('local_authorities') AND contype = 'p'`.execute(handle.db);
    expect(keys.rows[0]?.n).toBe(1);
    const pending = await handle.db
      .selectFrom('app_settings')
      .select('key')
      .where('key', 'like', 'deferred_indexes:%')
      .execute();
    expect(pending).toEqual([]);
  });

  it('rebuilds indexes an interrupted load left dropped', async () => {
    const session = await openBulkSession(handle);
    try {
      const deferred = await deferIndexes(session.sql, 'postcodes', { primaryKey: true });
      expect(deferred.indexes).toBeGreaterThan(0);
      expect(deferred.primaryKey).toBe(true);
    } finally {
      await session.release();
    }
    expect(await indexes('postcodes')).toEqual([]);
    const file = path.join(dir, 'more.csv');
    writeFileSync(file, 'E4,Four\n');
    await runImport(handle, authorities, file);
    expect(await indexes('postcodes')).toEqual(
      expect.arrayContaining(['postcodes_pkey', 'postcodes_location_idx']),
    );
  });
});
