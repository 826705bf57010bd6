import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { insertFeed } from './feeds-store.ts';
import {
  feedRuns,
  listFeedsWithRuns,
  runDueFeeds,
  startFeedRun,
  startFeedScheduler,
  type FeedSettings,
} from './feeds.public.ts';

const blmFixtures = path.join(import.meta.dirname, '../importers/blm/fixtures');

/** A JSONL file of listings `refs` of source `source` (header not full). */
function jsonl(source: string, refs: string[], bad = 0): string {
  const lines = [JSON.stringify({ feed: { source } })];
  for (const [i, ref] of refs.entries()) {
    lines.push(
      JSON.stringify({
        ref,
        transactionType: 'sale',
        status: 'available',
        price: 200_000 + i * 1000,
        address: {
          display: `${i + 1} Elm Road, Reading`,
          paon: String(i + 1),
          street: 'Elm Road',
          town: 'Reading',
          postcode: 'RG1 1AF',
        },
        propertyType: 'T',
        bedrooms: 2,
      }),
    );
  }
  for (let i = 0; i < bad; i += 1) lines.push('{"ref": "broken", "price": "lots"');
  return `${lines.join('\n')}\n`;
}

describe('feeds', () => {
  let handle: DatabaseHandle;
  let root: string;
  let settings: FeedSettings;
  let n = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    root = mkdtempSync(path.join(tmpdir(), 'yardstick-feeds-'));
    settings = { mediaDir: path.join(root, 'media'), derive: false };
  });
  afterAll(async () => {
    await handle.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A new drop folder and feed named after the test. */
  const feed = async (kind: 'blm' | 'jsonl', full = false, location?: string) => {
    n += 1;
    const folder = path.join(root, `drop-${n}`);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(folder, { recursive: true });
    const row = await insertFeed(handle.db, {
      name: `feed-${n}`,
      kind,
      location: location ?? folder,
      everySeconds: 3600,
      full,
    });
    return { folder, row, name: row.name };
  };
  const runNow = async (name: string) =>
    (await startFeedRun(handle, name, settings, { trigger: 'cli' })).done;
  const listing = (source: string, ref: string) =>
    handle.db
      .selectFrom('listings')
      .select(['status', 'list_price', 'main_image', 'images'])
      .where('source', '=', source)
      .where('source_ref', '=', ref)
      .executeTakeFirst();
  const importsOf = async (fileName: string) =>
    Number(
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM imports
          WHERE file_name = ${fileName} AND status = 'succeeded'`.execute(handle.db)
      ).rows[0]?.n,
    );

  it('imports a BLM drop folder once, moves the file to done/ and records the run', async () => {
    const { folder, name } = await feed('blm');
    copyFileSync(path.join(blmFixtures, '7001_20240501.blm'), path.join(folder, 'a_7001.blm'));
    const result = await runNow(name);
    expect(result).toMatchObject({ status: 'succeeded', files: 1, filesFailed: 0, error: null });
    expect(result.rowsNew).toBeGreaterThan(0);
    expect(result.rowsRejected).toBeGreaterThan(0);
    expect(result.rejections[0]).toMatchObject({ file: 'a_7001.blm', line: expect.any(Number) });
    expect(readdirSync(folder)).toEqual(['done']);
    expect(readdirSync(path.join(folder, 'done'))).toEqual(['a_7001.blm']);
    expect(await importsOf('a_7001.blm')).toBe(1);
    const events = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_events
      WHERE kind = 'new'`.execute(handle.db);
    expect(events.rows[0]?.n).toBe(result.rowsNew);

    // The same file dropped again (and the run repeated) is not imported twice.
    copyFileSync(path.join(blmFixtures, '7001_20240501.blm'), path.join(folder, 'a_7001.blm'));
    const again = await runNow(name);
    expect(again).toMatchObject({ status: 'succeeded', files: 1, rowsNew: 0, rowsRead: 0 });
    expect(await importsOf('a_7001.blm')).toBe(1);
    expect((await runNow(name)).files).toBe(0);
    const done = readdirSync(path.join(folder, 'done'));
    expect(done).toHaveLength(2);

    const runs = await feedRuns(handle.db, name);
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(runs[2]).toMatchObject({ trigger: 'cli', rowsNew: result.rowsNew, progress: null });
    expect(runs[2]?.finishedAt).not.toBeNull();
  });

  it('moves a file that cannot be imported to failed/ with the reason', async () => {
    const { folder, name } = await feed('jsonl');
    writeFileSync(path.join(folder, 'broken.jsonl'), 'not json at all\n{also not}\n');
    writeFileSync(path.join(folder, 'good.ndjson'), jsonl('fail-test', ['F1', 'F2'], 2));
    const result = await runNow(name);
    expect(result).toMatchObject({ status: 'failed', files: 2, filesFailed: 1, rowsNew: 2 });
    expect(result.error).toMatch(/1 file\(s\) failed/);
    expect(readdirSync(path.join(folder, 'failed')).sort()).toEqual([
      'broken.jsonl',
      'broken.jsonl.reason.txt',
    ]);
    const reason = readFileSync(path.join(folder, 'failed', 'broken.jsonl.reason.txt'), 'utf8');
    expect(reason).toMatch(/rejected|line 1/);
    expect(readdirSync(path.join(folder, 'done'))).toEqual(['good.ndjson']);
    expect(result.rejections.filter((r) => r.file === 'good.ndjson')).toHaveLength(2);
    expect(await listing('jsonl:fail-test', 'F1')).toMatchObject({ status: 'available' });
  });

  it('imports a zip holding a .blm with its pictures, served from media/feeds/<feed>/', async () => {
    const { folder, name } = await feed('blm');
    const blm = readFileSync(path.join(blmFixtures, '7001_20240501.blm'), 'latin1')
      .replace('https://media.example.org/7001/RG1001_IMG_00.jpg', 'RG1001_IMG_00.jpg')
      .replaceAll('7001', '7301');
    writeFileSync(
      path.join(folder, '7301_export.zip'),
      zipSync({
        '7301.blm': Buffer.from(blm, 'latin1'),
        'RG1001_IMG_00.jpg': Buffer.from('fake jpeg'),
        '../evil.jpg': Buffer.from('stays inside'),
      }),
    );
    const result = await runNow(name);
    expect(result).toMatchObject({ status: 'succeeded', files: 1 });
    expect(readFileSync(path.join(root, 'media', 'feeds', name, 'RG1001_IMG_00.jpg'), 'utf8')).toBe(
      'fake jpeg',
    );
    expect(existsSync(path.join(root, 'media', 'feeds', name, 'evil.jpg'))).toBe(true);
    expect(existsSync(path.join(root, 'media', 'feeds', 'evil.jpg'))).toBe(false);
    const row = await listing('blm:7301', '7301_RG1001');
    expect(row?.main_image).toBe(`/media/feeds/${name}/RG1001_IMG_00.jpg`);
    expect(row?.images[0]).toBe(`/media/feeds/${name}/RG1001_IMG_00.jpg`);
    expect(readdirSync(path.join(folder, 'done'))).toEqual(['7301_export.zip']);
  });

  it('a full feed withdraws its listings absent from the newest file; a feed not full does not', async () => {
    const full = await feed('jsonl', true);
    const partial = await feed('jsonl', false);
    writeFileSync(path.join(full.folder, '1.jsonl'), jsonl('snap-full', ['A', 'B', 'C']));
    writeFileSync(path.join(partial.folder, '1.jsonl'), jsonl('snap-part', ['A', 'B', 'C']));
    await runNow(full.name);
    await runNow(partial.name);
    writeFileSync(path.join(full.folder, '2.jsonl'), jsonl('snap-full', ['A', 'B']));
    writeFileSync(path.join(partial.folder, '2.jsonl'), jsonl('snap-part', ['A', 'B']));
    const result = await runNow(full.name);
    expect(result).toMatchObject({ status: 'succeeded', rowsWithdrawn: 1, rowsNew: 0 });
    expect(await listing('jsonl:snap-full', 'C')).toMatchObject({ status: 'withdrawn' });
    expect(await listing('jsonl:snap-full', 'A')).toMatchObject({ status: 'available' });
    expect((await runNow(partial.name)).rowsWithdrawn).toBe(0);
    expect(await listing('jsonl:snap-part', 'C')).toMatchObject({ status: 'available' });
    const withdrawn = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_events e
      JOIN listings l ON l.id = e.listing_id
      WHERE l.source = 'jsonl:snap-full' AND e.kind = 'withdrawn'`.execute(handle.db);
    expect(withdrawn.rows[0]?.n).toBe(1);
  });

  describe('a URL feed', () => {
    let server: Server;
    let body = jsonl('url-feed', ['U1', 'U2']);
    let requests: { etag: string | undefined }[] = [];
    let url = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push({ etag: req.headers['if-none-match'] });
        const etag = `"${Buffer.from(body).length}-${body.length}"`;
        if (req.url === '/missing') {
          res.writeHead(404).end();
          return;
        }
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304).end();
          return;
        }
        res.writeHead(200, { etag, 'content-type': 'application/x-ndjson' }).end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => {
      requests = [];
    });

    it('imports the body, then nothing while unchanged (ETag), then the changed body', async () => {
      const { name } = await feed('jsonl', false, `${url}/listings.jsonl`);
      expect(await runNow(name)).toMatchObject({ status: 'succeeded', rowsNew: 2, files: 1 });
      const second = await runNow(name);
      expect(second).toMatchObject({ status: 'succeeded', rowsNew: 0, files: 0, rowsRead: 0 });
      expect(requests[1]?.etag).toBeDefined();
      body = jsonl('url-feed', ['U1', 'U2', 'U3']);
      expect(await runNow(name)).toMatchObject({ status: 'succeeded', rowsNew: 1, files: 1 });
      expect(await listing('jsonl:url-feed', 'U3')).toMatchObject({ status: 'available' });
    });

    it('fails the run when the URL answers an error', async () => {
      const { name } = await feed('jsonl', false, `${url}/missing`);
      const result = await runNow(name);
      expect(result).toMatchObject({ status: 'failed' });
      expect(result.error).toMatch(/404/);
    });
  });

  it('refuses a second run of a feed while one is running', async () => {
    const { name } = await feed('jsonl');
    const first = await startFeedRun(handle, name, settings, { trigger: 'manual' });
    await expect(startFeedRun(handle, name, settings, { trigger: 'manual' })).rejects.toMatchObject(
      {
        code: 'FEED_RUNNING',
      },
    );
    await first.done;
    const list = await listFeedsWithRuns(handle.db);
    expect(list.find((f) => f.name === name)?.runs[0]).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
    });
  });

  it('the scheduler picks a drop folder up when it is due, and not before', async () => {
    const { folder, name, row } = await feed('jsonl');
    await handle.db
      .updateTable('feeds')
      .set({ next_run_at: new Date(Date.now() + 60_000) })
      .where('id', '=', row.id)
      .execute();
    writeFileSync(path.join(folder, 'x.jsonl'), jsonl('scheduled', ['S1']));
    // Every other feed is not due (their next run is an hour away); this one not yet either.
    const scheduler = startFeedScheduler({
      handle,
      tickSeconds: 0.2,
      settings,
      onError: (error) => {
        throw error;
      },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(path.join(folder, 'x.jsonl'))).toBe(true);
      await handle.db
        .updateTable('feeds')
        .set({ next_run_at: new Date(Date.now() - 1000) })
        .where('id', '=', row.id)
        .execute();
      const deadline = Date.now() + 20_000;
      while (existsSync(path.join(folder, 'x.jsonl')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await scheduler.stop();
    }
    expect(readdirSync(path.join(folder, 'done'))).toEqual(['x.jsonl']);
    const runs = await feedRuns(handle.db, name);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded', rowsNew: 1 });
    const next = await handle.db
      .selectFrom('feeds')
      .select('next_run_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(next.next_run_at.getTime()).toBeGreaterThan(Date.now() + 3000_000);
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'two schedulers on two connections import each file of each feed exactly once',
    async () => {
      const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db))
        .rows[0]?.s;
      const other = await openDatabase({
        url: process.env.TEST_DATABASE_URL as string,
        searchPath: schema as string,
        poolSize: 4,
      });
      try {
        await handle.db.updateTable('feeds').set({ enabled: false }).execute();
        const feeds = [];
        for (let f = 0; f < 3; f += 1) {
          const made = await feed('jsonl');
          for (let i = 0; i < 4; i += 1) {
            writeFileSync(
              path.join(made.folder, `part-${i}.jsonl`),
              jsonl(`twice-${f}`, [`R${i}a`, `R${i}b`]),
            );
          }
          feeds.push(made);
        }
        // Both schedulers tick again and again while the feeds are made due over and over.
        const ticks = async (h: DatabaseHandle) => {
          const results = [];
          for (let i = 0; i < 8; i += 1) {
            await sql`UPDATE feeds SET next_run_at = now() - interval '1 second' WHERE enabled`.execute(
              h.db,
            );
            results.push(...(await runDueFeeds(h, settings)));
          }
          return results;
        };
        const [a, b] = await Promise.all([ticks(handle), ticks(other)]);
        const all = [...a, ...b];
        expect(all.every((r) => r.status === 'succeeded')).toBe(true);
        expect(all.reduce((s, r) => s + r.files, 0)).toBe(12);
        expect(all.reduce((s, r) => s + r.rowsNew, 0)).toBe(24);
        for (const made of feeds) {
          expect(readdirSync(made.folder)).toEqual(['done']);
          expect(readdirSync(path.join(made.folder, 'done')).sort()).toEqual([
            'part-0.jsonl',
            'part-1.jsonl',
            'part-2.jsonl',
            'part-3.jsonl',
          ]);
        }
        const imports = await sql<{ file: string; n: number }>`
          SELECT file, count(*)::int AS n FROM imports WHERE file_name LIKE 'part-%'
           GROUP BY file`.execute(handle.db);
        expect(imports.rows).toHaveLength(12);
        expect(imports.rows.every((r) => r.n === 1)).toBe(true);
        const events = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listing_events e
          JOIN listings l ON l.id = e.listing_id WHERE l.source LIKE 'jsonl:twice-%'`.execute(
          handle.db,
        );
        expect(events.rows[0]?.n).toBe(24);
      } finally {
        await other.close();
      }
    },
    60_000,
  );
});
