import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  type AccountsTestApp,
  type TestBrowser,
} from '../../../test/accounts-support.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** A JSONL listings file of `refs`. */
function jsonl(source: string, refs: string[]): string {
  return [
    JSON.stringify({ feed: { source } }),
    ...refs.map((ref) =>
      JSON.stringify({
        ref,
        transactionType: 'sale',
        price: 150000,
        address: { display: 'Elm Road, Reading', postcode: 'RG1 1AF' },
        propertyType: 'T',
      }),
    ),
    '{"ref": "bad"',
  ].join('\n');
}

describe('/api/operator/feeds', () => {
  let app: AccountsTestApp;
  let operator: TestBrowser;
  let member: TestBrowser;
  let drop: string;
  beforeAll(async () => {
    app = await startAccountsTestApp();
    const db = app.t.database.db;
    // users.operator comes with r27-keys's migration; the same statement, a no-op after it.
    await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS operator boolean NOT NULL DEFAULT false`.execute(
      db,
    );
    const op = await registerVerified(app);
    const plain = await registerVerified(app);
    await sql`UPDATE users SET operator = true WHERE email = ${op.emailId}`.execute(db);
    operator = await signIn(app, op);
    member = await signIn(app, plain);
    drop = path.join(app.t.config.DATA_DIR, 'drop');
    mkdirSync(drop);
    await sql`INSERT INTO feeds (name, kind, location, every_seconds, next_run_at)
              VALUES ('agents', 'jsonl', ${drop}, 3600, now() + interval '1 hour')`.execute(db);
  });
  afterAll(() => app.close());

  it('answers 401 without a session and 403 to a member who is not an operator', async () => {
    const anonymous = await app.t.app.inject({ url: '/api/operator/feeds' });
    expect(anonymous.statusCode).toBe(401);
    for (const res of [
      await member.get('/api/operator/feeds'),
      await member.get('/api/operator/feeds/agents/runs'),
      await member.post('/api/operator/feeds/agents/run', undefined),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists the feeds, runs one now in the background (202) and shows the run', async () => {
    const empty = await operator.get('/api/operator/feeds');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      feeds: [{ name: 'agents', kind: 'jsonl', every: '1h', full: false, runs: [] }],
    });
    writeFileSync(path.join(drop, 'today.jsonl'), jsonl('api-feed', ['A1', 'A2']));
    const started = await operator.post('/api/operator/feeds/agents/run', undefined);
    expect(started.statusCode).toBe(202);
    const { runId } = started.json() as { runId: number };
    let runs: { id: number; status: string }[] = [];
    const deadline = Date.now() + 30_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await operator.get('/api/operator/feeds/agents/runs');
      expect(res.statusCode).toBe(200);
      runs = (res.json() as { runs: typeof runs }).runs;
    } while (runs[0]?.status === 'running' && Date.now() < deadline);
    expect(runs[0]).toMatchObject({
      id: runId,
      trigger: 'manual',
      status: 'succeeded',
      files: 1,
      rowsRead: 3,
      rowsNew: 2,
      rowsRejected: 1,
      rejections: [{ file: 'today.jsonl', line: 4, reason: expect.any(String) }],
    });
    expect(readdirSync(path.join(drop, 'done'))).toEqual(['today.jsonl']);
    const list = await operator.get('/api/operator/feeds');
    expect((list.json() as { feeds: { runs: unknown[] }[] }).feeds[0]?.runs).toHaveLength(1);
  });

  it('answers 404 for an unknown feed, 400 for a bad name and 409 while a run goes on', async () => {
    expect((await operator.get('/api/operator/feeds/nope/runs')).statusCode).toBe(404);
    expect((await operator.post('/api/operator/feeds/nope/run', undefined)).statusCode).toBe(404);
    const bad = await operator.get('/api/operator/feeds/Bad%20Name/runs');
    expect(bad.statusCode).toBe(400);
    const db = app.t.database.db;
    const feed = await db.selectFrom('feeds').select('id').executeTakeFirstOrThrow();
    await db.insertInto('feed_runs').values({ feed_id: feed.id, trigger: 'schedule' }).execute();
    const busy = await operator.post('/api/operator/feeds/agents/run', undefined);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'The feed agents is running already',
    });
  });
});

describe('the feeds scheduler the app starts (jobs: true)', () => {
  it('picks a drop folder up on schedule, every FEEDS_TICK_SECONDS', async () => {
    const t = await createTestApp(
      { FEEDS_TICK_SECONDS: '1', MEMBERSHIP_JOBS_INTERVAL_MINUTES: '0' },
      { jobs: true },
    );
    try {
      const drop = path.join(t.config.DATA_DIR, 'scheduled');
      mkdirSync(drop);
      writeFileSync(path.join(drop, 'night.jsonl'), jsonl('scheduled-feed', ['S1']));
      await sql`INSERT INTO feeds (name, kind, location, every_seconds)
                VALUES ('nightly', 'jsonl', ${drop}, 86400)`.execute(t.database.db);
      const deadline = Date.now() + 30_000;
      while (!existsSync(path.join(drop, 'done', 'night.jsonl')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(readdirSync(path.join(drop, 'done'))).toEqual(['night.jsonl']);
      const runs = await t.database.db.selectFrom('feed_runs').selectAll().execute();
      expect(runs).toMatchObject([{ trigger: 'schedule' }]);
    } finally {
      await t.close();
    }
  }, 40_000);
});
