import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './lib/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** start.mjs runs the data step and the server as children: stop the whole group. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The demo account that `npm start` created with the demo dataset. */
    demoLogin: { email: string; password: string };
  }
}

function readDemoLogin(dataDir: string) {
  const text = readFileSync(path.join(dataDir, 'demo-login.txt'), 'utf8');
  const email = /Email:\s*(\S+)/.exec(text)?.[1];
  const password = /Password:\s*(\S+)/.exec(text)?.[1];
  if (!email || !password) throw new Error('No demo login in demo-login.txt');
  return { email, password };
}

/**
 * Starts the app as `npm start` does (demo dataset, derived figures, demo account) on a free
 * port with a fresh data folder on the embedded database; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the suite reaches: the emails' links point there (lib/mail/base-url.ts),
      // as a deployment says its own address.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'none',
      DEMO_DATA: 'auto',
      DEMO_USER_EMAIL: '',
      DEMO_USER_PASSWORD: '',
      // A trial that ends within the expiry reminder's seven days, and the membership jobs
      // every minute: the reminder ("Your Yardstick membership ends soon") goes out while the
      // suite runs, and email-links.e2e.test.ts follows its links.
      MEMBERSHIP_TRIAL_DAYS: '7',
      MEMBERSHIP_JOBS_INTERVAL_MINUTES: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // E2E_START_SECONDS: a longer wait on a loaded machine (the demo build takes ~3 minutes on
    // a quiet two-core one).
    await waitForHealth(baseURL, child, Number(process.env.E2E_START_SECONDS ?? 300) * 1000);
  } catch (err) {
    stopGroup(child, 'SIGKILL');
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('demoLogin', readDemoLogin(dataDir));
  return async () => {
    stopGroup(child, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
