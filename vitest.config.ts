import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace. Database tests run on embedded PGlite,
 * and again on PostgreSQL when TEST_DATABASE_URL is set (project "postgres"). Tests that
 * start their own PostgreSQL servers (project "cluster": a primary with a streaming replica)
 * run once, outside both, and skip themselves where PostgreSQL's binaries are missing.
 */
const serverTests = [
  'packages/db/src/**/*.test.ts',
  'packages/engine/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/pipeline/src/**/*.test.ts',
];
/**
 * The repository's scripts (generated client and docs, lint rules): they test files, not the
 * database engine, so they run once, on PGlite (docs/url-index.md builds the app on a test
 * database).
 */
const scriptTests = ['scripts/**/*.test.mjs'];
const clusterTests = ['apps/api/src/read-replica.test.ts'];
const exclude = [...configDefaults.exclude, ...clusterTests];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'pglite',
          include: serverTests,
          exclude,
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: serverTests,
                exclude,
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'scripts',
          include: scriptTests,
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: clusterTests,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
