import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built app on a free port with a fresh data folder, driven in Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Every /api answer checked against the served OpenAPI document (decision 0026).
    setupFiles: ['./lib/contract-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
