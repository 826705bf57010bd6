import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether apps/web/dist is missing or older than the sources it is built from. */
export function webBuildIsStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'packages/core/src',
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(ROOT, s))));
  return newest > statSync(built).mtimeMs;
}

export async function buildWebIfNeeded() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app...');
  // Vite's per-file size table is noise at start-up; warnings and errors still show.
  return run('npm', [
    'run',
    'build',
    '--silent',
    '-w',
    '@yardstick/web',
    '--',
    '--logLevel',
    'warn',
  ]);
}
