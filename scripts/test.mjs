#!/usr/bin/env node
// `npm test`: unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is
// set), then the end-to-end suite in Chromium. Ends with one 'N passed, N failed' line.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded, run } from './lib.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'yardstick-test-'));
const vitest = (name, args) => {
  const out = path.join(reports, `${name}.json`);
  return run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]).then((code) => ({ name, code, out }));
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: database tests run on embedded PGlite only.');
}
const results = [await vitest('unit-integration', [])];
const built = await buildWebIfNeeded();
if (built !== 0) {
  console.error('The web build failed; end-to-end tests not run.');
  results.push({ name: 'build', code: built });
} else {
  results.push(await vitest('e2e', ['--config', 'e2e/vitest.config.ts']));
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failed tests by name, so the end of a long log says what failed without scrolling. */
const failures = [];
for (const r of results) {
  if (!r.out) continue;
  try {
    const json = JSON.parse(readFileSync(r.out, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
        failures.push(`${where} > ${t.fullName}\n    ${why}`);
      }
      if (failedTests.length === 0 && file.status === 'failed') {
        failures.push(`${where}\n    ${(file.message ?? '').split('\n')[0].slice(0, 200)}`);
      }
    }
  } catch {
    console.error(`No report from the ${r.name} run`);
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const code = results.some((r) => r.code !== 0) ? 1 : 0;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
