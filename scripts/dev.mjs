#!/usr/bin/env node
// `npm run dev`: the API with reload on change, and Vite with hot reload (proxying /api).
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@yardstick/web'], { cwd: ROOT, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
