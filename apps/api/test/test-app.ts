import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { createTestDatabase } from '@yardstick/db/test/test-database';

export interface TestApp extends AppContext {
  app: FastifyInstance;
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
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, readDatabase: database }, options);
    await app.ready();
  } catch (err) {
    await database.close();
    throw err;
  }
  return {
    app,
    config,
    database,
    readDatabase: database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
