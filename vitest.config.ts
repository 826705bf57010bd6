import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace. Database tests run on embedded PGlite,
 * and again on PostgreSQL when TEST_DATABASE_URL is set (project "postgres").
 */
const serverTests = [
  'packages/db/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/pipeline/src/**/*.test.ts',
];

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
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
