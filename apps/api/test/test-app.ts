import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
