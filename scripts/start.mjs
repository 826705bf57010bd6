#!/usr/bin/env node
// `npm start`: build the web app when needed, then run the API, which serves everything.
import { spawn } from 'node:child_process';
import { buildWebIfNeeded, ROOT } from './lib.mjs';

const built = await buildWebIfNeeded();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
