#!/usr/bin/env node
// `npm start`: build the web app when needed, then run the API, which serves everything.
import { spawn } from 'node:child_process';
import { buildWebIfNeeded, ROOT, run } from './lib.mjs';

const built = await buildWebIfNeeded();
if (built !== 0) process.exit(built);

// Migrate, and on a database without real data load the demo dataset (first run only),
// derive its figures and print the demo login. A failure here does not stop the app.
const prepared = await run(process.execPath, [
  '--import',
  'tsx',
  'apps/pipeline/src/cli.ts',
  'prepare',
]);
if (prepared !== 0)
  console.error('Preparing the data failed (see above); starting the app anyway.');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
