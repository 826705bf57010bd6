import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  type AccountsTestApp,
  type TestBrowser,
} from '../../test/accounts-support.ts';
import { jobRunStore } from './job-runs.repository.ts';

describe('/api/operator/jobs', () => {
  let app: AccountsTestApp;
  let operator: TestBrowser;
  let member: TestBrowser;
  beforeAll(async () => {
    app = await startAccountsTestApp({ DATA_REFRESH_INTERVAL_MINUTES: '60' });
    const db = app.t.database.db;
    const op = await registerVerified(app);
    const plain = await registerVerified(app);
    await sql`UPDATE users SET operator = true WHERE email = ${op.emailId}`.execute(db);
    operator = await signIn(app, op);
    member = await signIn(app, plain);
  }, 120_000);
  afterAll(() => app.close());

  it('answers 401 without a session and 403 to a member who is not an operator', async () => {
    const anonymous = await app.t.app.inject({ url: '/api/operator/jobs' });
    expect(anonymous.statusCode).toBe(401);
    expect((await member.get('/api/operator/jobs')).statusCode).toBe(403);
  });

  it('lists every job with its period, its claim and its last run', async () => {
    const before = await operator.get('/api/operator/jobs');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const { jobs } = before.json() as { jobs: { name: string }[] };
    expect(jobs.map((j) => j.name)).toEqual([
      'membership',
      'feeds',
      'alerts',
      'data refresh',
      'listings derive',
    ]);
    expect(jobs).toContainEqual(
      expect.objectContaining({
        name: 'alerts',
        everySeconds: 20,
        enabled: true,
        claim: 'work',
        lastRun: null,
      }),
    );
    expect(jobs).toContainEqual(
      expect.objectContaining({ name: 'data refresh', everySeconds: 3600, claim: 'run' }),
    );
    expect(jobs).toContainEqual(
      expect.objectContaining({ name: 'listings derive', everySeconds: null, claim: 'process' }),
    );

    await app.t.app.jobs.runNow('membership');
    const after = (await operator.get('/api/operator/jobs')).json() as {
      jobs: { name: string; lastRun: unknown }[];
    };
    expect(after.jobs.find((j) => j.name === 'membership')?.lastRun).toMatchObject({
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      outcome: 'succeeded',
      process: expect.stringMatching(/:\d+$/),
      failedAt: null,
      error: null,
    });
  });
});

describe('job_runs', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await startAccountsTestApp();
  }, 120_000);
  afterAll(() => app.close());

  it("claims a job's run once a period across processes, and keeps the last failure", async () => {
    const store = jobRunStore(app.t.database.db);
    const at = new Date('2026-03-02T10:00:00Z');
    const run = (process: string, startedAt: Date) => ({ name: 'claimed', process, startedAt });
    expect(await store.claim(run('a:1', at), 1800)).toBe(true);
    // Another process, while the first runs: not claimed.
    expect(await store.claim(run('b:2', new Date(at.getTime() + 60_000)), 1800)).toBe(false);
    await store.finished({
      ...run('a:1', at),
      finishedAt: new Date(at.getTime() + 5_000),
      outcome: 'failed',
      summary: null,
      error: 'the publisher answered 503',
    });
    // Finished, but within the period's half: not claimed.
    expect(await store.claim(run('b:2', new Date(at.getTime() + 600_000)), 1800)).toBe(false);
    const later = new Date(at.getTime() + 1_800_000);
    expect(await store.claim(run('b:2', later), 1800)).toBe(true);
    await store.finished({
      ...run('b:2', later),
      finishedAt: new Date(later.getTime() + 1_000),
      outcome: 'succeeded',
      summary: '3 files',
      error: null,
    });
    const row = await app.t.database.db
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', 'claimed')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      process: 'b:2',
      outcome: 'succeeded',
      summary: '3 files',
      error: 'the publisher answered 503',
      failed_at: new Date(at.getTime() + 5_000),
    });
  });

  it('takes a run still marked running after six hours as abandoned', async () => {
    const store = jobRunStore(app.t.database.db);
    const at = new Date('2026-03-03T10:00:00Z');
    expect(await store.claim({ name: 'stuck', process: 'a:1', startedAt: at }, 60)).toBe(true);
    const soon = new Date(at.getTime() + 3_600_000);
    expect(await store.claim({ name: 'stuck', process: 'b:2', startedAt: soon }, 60)).toBe(false);
    const late = new Date(at.getTime() + 6 * 3_600_000);
    expect(await store.claim({ name: 'stuck', process: 'b:2', startedAt: late }, 60)).toBe(true);
  });
});
