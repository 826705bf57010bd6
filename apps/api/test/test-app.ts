import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import {
  createSessionCache,
  type SessionCache,
  type SessionCacheLog,
} from '../src/modules/accounts/session-cache.ts';
import { createContract } from './openapi-contract.ts';

export interface TestApp extends AppContext {
  app: FastifyInstance;
  /** The app's session cache (SESSION_CACHE_SECONDS, on by default as in production). */
  sessions: SessionCache;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Another app's database, shared (several API processes on one database); it stays open
   * when this app closes. Default: a fresh, isolated one.
   */
  database?: DatabaseHandle;
  /** Where the session cache logs (default: nowhere). */
  sessionCacheLog?: SessionCacheLog;
  /**
   * `false`: do not check the answers against the OpenAPI document (only for a test that
   * breaks the server on purpose, e.g. a probe route that throws, and says so).
   */
  contract?: false;
}

/**
 * Every answer of `app.inject` is checked against the app's own OpenAPI document
 * (test/openapi-contract.ts, decision 0026): an undeclared status or a body that breaks its
 * schema fails the test that made the request.
 */
function enforceContract(app: FastifyInstance): void {
  const contract = createContract(app.swagger() as Parameters<typeof createContract>[0]);
  const inject = app.inject.bind(app);
  const checked = (options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) {
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    }
    const request: InjectOptions =
      typeof options === 'string' ? { method: 'GET', url: options } : options;
    return inject(options).then((res) => {
      contract.check({
        method: String(request.method ?? 'GET'),
        url: String(request.url ?? request.path ?? '/'),
        status: res.statusCode,
        contentType: res.headers['content-type'] as string | undefined,
        body: res.body,
      });
      return res;
    });
  };
  app.inject = checked as typeof app.inject;
}

/** A full app on an isolated test database, for `app.inject` integration tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
  more: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = more.database ?? (await createTestDatabase());
  const closeDatabase = more.database ? async () => {} : () => database.close();
  // Made here rather than by buildApp, so that a test's services (given this context)
  // invalidate the app's cache as the app's own do; the app closes it.
  const sessions = createSessionCache({
    seconds: config.SESSION_CACHE_SECONDS,
    redisUrl: config.REDIS_URL,
    log: more.sessionCacheLog ?? { info: () => {}, warn: () => {} },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, readDatabase: database, sessions }, options);
    await app.ready();
    if (more.contract !== false) enforceContract(app);
  } catch (err) {
    await sessions.close();
    await closeDatabase();
    throw err;
  }
  return {
    app,
    config,
    database,
    readDatabase: database,
    sessions,
    close: async () => {
      await app.close();
      await closeDatabase();
    },
  };
}
