import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '@yardstick/db/database';
import { launchBrowser, refuseMapTiles, screenshot } from './lib/browser.ts';

/**
 * Paid membership in Chromium on the built-in sandbox provider: an expired trial lands on
 * /subscription, picks the yearly plan, approves on the sandbox's hosted page, sees the
 * success page, gets the menus back and finds the payment on /membership; a declined
 * mandate shows the failure. Its own app on a fresh PGlite folder (the trial is ended in
 * the database between two starts of the server, as time passing would).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SHOTS = process.env.SHOTS_DIR;
const password = 'a long and happy walk';

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

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function verificationLink(dir: string, to: string): Promise<string> {
  const outbox = path.join(dir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox)) {
        const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
        if (!raw.toLowerCase().includes(`to: ${to}`)) continue;
        const link = /https?:\/\/[^\s"<>]+\/validate-email\?token=[\w-]+/.exec(raw);
        if (link) return link[0];
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No verification email to ${to}`);
}

describe('membership and payments in the browser (sandbox provider)', () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  async function startServer() {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: new URL(url).port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        CAPTCHA_PROVIDER: 'none',
        DEMO_DATA: 'off',
        PAYMENT_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'outbox',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the membership test server exited');
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('the membership test server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async function stopServer() {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    child = undefined;
  }

  async function api(pathname: string, body: unknown, cookie?: string) {
    return fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'yardstick',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  /** Registers and verifies through the API and the outbox. */
  async function registered(email: string) {
    const res = await api('/api/register/user', {
      firstName: 'Priya',
      lastName: 'Shah',
      emailId: email,
      password,
      confirmPassword: password,
      captchaToken: '',
      host: new URL(url).host,
    });
    expect(res.status).toBe(201);
    const link = new URL(await verificationLink(dataDir, email));
    const verified = await fetch(
      `${url}/api/validate/registration/email?token=${link.searchParams.get('token')}`,
    );
    expect(verified.status).toBe(200);
  }

  async function signedInPage(email: string, width = 1366, height = 900): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width, height } });
    await refuseMapTiles(context);
    const res = await context.request.post(`${url}/api/login`, {
      data: { loginId: email, password, rememberMe: false },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(res.ok()).toBe(true);
    const page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  async function shot(page: Page, name: string) {
    await screenshot(page, name);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    }
  }

  const yearly = 'yearly.e2e@example.com';
  const decliner = 'decline.e2e@example.com';
  const phone = 'phone.e2e@example.com';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-e2e-membership-'));
    url = `http://127.0.0.1:${await freePort()}`;
    await startServer();
    for (const email of [yearly, decliner, phone]) await registered(email);
    await stopServer();
    // Time passes: the trials end.
    const handle = await openAppDatabase({ DATA_DIR: dataDir });
    await sql`UPDATE user_memberships SET valid_from = now() - interval '20 days',
              valid_till = now() - interval '1 hour'`.execute(handle.db);
    await handle.close();
    await startServer();
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes an expired trial through the yearly plan, the sandbox bank and back to the menus', async () => {
    const page = await signedInPage(yearly);
    await page.goto(`${url}/estimates-es`);
    await page.waitForURL(`${url}/subscription`);
    await page.getByRole('button', { name: 'Proceed To Pay £ 30' }).waitFor();
    // Monthly is chosen once the plans load; the expired member sees no menus.
    await expect(
      page
        .getByTestId('plan-card-monthly')
        .getByText('Selected', { exact: true })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Estimates' }).count()).toBe(0);
    await page
      .getByText(
        'I wish to subscribe for a monthly auto debit feature after the initial 1 month subscription (can be cancelled any time)',
      )
      .waitFor();
    await shot(page, 'subscription-laptop');

    await page.getByRole('button', { name: 'Choose yearly' }).click();
    await page.getByText('after the initial 1 year subscription').waitFor();
    await page.getByRole('button', { name: 'Proceed To Pay £ 300' }).click();
    await page.waitForURL(/\/payments\/sandbox\/SBBRF/);
    await page.getByText('first payment £ 300').waitFor();
    await page.getByLabel('Account holder name').fill('Priya Shah');
    await page.getByLabel('Sort code').fill('20-00-00');
    await page.getByLabel('Account number').fill('55779911');
    await shot(page, 'sandbox-bank-laptop');
    await page.getByRole('button', { name: 'Approve Direct Debit' }).click();

    await page.waitForURL(/\/payment\?redirect_flow_id=YSF/);
    await page.getByText('Direct Debit set up successfully').waitFor();
    await page.getByText('Begin your property hunt now').waitFor();
    await shot(page, 'payment-success-laptop');
    // The menus are back.
    await page.getByRole('button', { name: 'Estimates' }).first().waitFor();
    await page.getByRole('link', { name: 'Home' }).last().click();
    await page.waitForURL(`${url}/`);

    await page.goto(`${url}/membership`);
    await page.getByRole('columnheader', { name: 'Payment Id' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: /SBPM/ });
    await row.first().waitFor();
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toMatch(/Confirmed.*300/);
    await page.getByText('Yearly').first().waitFor();
    await page.getByRole('button', { name: 'Cancel auto-debit' }).waitFor();
    await shot(page, 'membership-laptop');
    expect(pageErrors).toEqual([]);
  });

  it('shows the failure message when the bank declines the mandate', async () => {
    const page = await signedInPage(decliner);
    await page.goto(`${url}/membership`);
    await page.waitForURL(`${url}/subscription`);
    await page.getByRole('button', { name: 'Proceed To Pay £ 30' }).click();
    await page.waitForURL(/\/payments\/sandbox\//);
    await page.getByLabel('Account holder name').fill('Priya Shah');
    await page.getByLabel('Sort code').fill('20-00-00');
    await page.getByLabel('Account number').fill('55779933');
    await page.getByRole('button', { name: 'Approve Direct Debit' }).click();
    await page.waitForURL(/\/payment\?redirect_flow_id=/);
    await page.getByText('Something went wrong while configuring payment.').waitFor();
    await page.getByText('Error configuring payment').first().waitFor();
    await shot(page, 'payment-failure-laptop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'payment-failure-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    // Still expired: everything else leads back to the plans.
    await page.goto(`${url}/favorite-properties`);
    await page.waitForURL(`${url}/subscription`);
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone', async () => {
    const page = await signedInPage(phone, 390, 844);
    await page.goto(`${url}/subscription`);
    await page.getByRole('button', { name: 'Proceed To Pay £ 30' }).waitFor();
    await shot(page, 'subscription-phone');
    await page.getByRole('button', { name: 'Proceed To Pay £ 30' }).click();
    await page.waitForURL(/\/payments\/sandbox\//);
    await page.getByLabel('Account holder name').waitFor();
    await shot(page, 'sandbox-bank-phone');
    await page.getByLabel('Account holder name').fill('Priya Shah');
    await page.getByLabel('Sort code').fill('200000');
    await page.getByLabel('Account number').fill('55779911');
    await page.getByRole('button', { name: 'Approve Direct Debit' }).click();
    await page.getByText('Direct Debit set up successfully').waitFor();
    await shot(page, 'payment-success-phone');
    await page.goto(`${url}/membership`);
    await page.getByRole('columnheader', { name: 'Payment Id' }).waitFor();
    await page.getByRole('button', { name: 'Cancel auto-debit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel auto-debit' }).click();
    await page.getByText('No auto debit').waitFor();
    await shot(page, 'membership-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
  });
});
