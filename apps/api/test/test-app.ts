import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { createSessionCache, type SessionCache } from '../src/modules/accounts/session-cache.ts';
import { createTestDatabase } from '@yardstick/db/test/test-database';

export interface TestApp extends AppContext {
  app: FastifyInstance;
  /** The app's session cache (SESSION_CACHE_SECONDS, on by default as in production). */
  sessions: SessionCache;
  close(): Promise<void>;
}

/** A full app on an isolated test database, for `app.inject` integration tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
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
  const database = await createTestDatabase();
  // Made here rather than by buildApp, so that a test's services (given this context)
  // invalidate the app's cache as the app's own do; the app closes it.
  const sessions = createSessionCache({
    seconds: config.SESSION_CACHE_SECONDS,
    redisUrl: config.REDIS_URL,
    log: { info: () => {}, warn: () => {} },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, readDatabase: database, sessions }, options);
    await app.ready();
  } catch (err) {
    await sessions.close();
    await database.close();
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
      await database.close();
    },
  };
}
