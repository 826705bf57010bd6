#!/usr/bin/env node
// `npm run openapi:lint` (part of `npm run check`): writes the OpenAPI document the API serves
// (as the tests build the app, scripts/client-types.mjs) to a temporary file and lints it with
// Redocly CLI's recommended ruleset (redocly.yaml); any error fails (decision 0026).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedDocument } from './client-types.mjs';
import { ROOT, run } from './lib.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(await servedDocument(), null, 2));
  const code = await run(path.join(ROOT, 'node_modules/.bin/redocly'), [
    'lint',
    file,
    '--config',
    path.join(ROOT, 'redocly.yaml'),
    '--format',
    'summary',
  ]);
  process.exitCode = code;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
