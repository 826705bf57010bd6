import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './lib/browser.ts';

/**
 * Accounts in Chromium: register, verify from the outbox, sign in, menus, sign out; the
 * guard's redirect to /login and back; every account screen photographed.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');

function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The newest email to an address in DATA_DIR/outbox, decoded; waits for it to arrive. */
async function readMail(dir: string, to: string, subject: RegExp): Promise<string> {
  const outbox = path.join(dir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox).sort().reverse();
      for (const file of files) {
        const raw = readFileSync(path.join(outbox, file), 'utf8');
        const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
        if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(headers)) continue;
        if (!subject.test(headers)) continue;
        return decodeQuotedPrintable(raw);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${to} in ${outbox}`);
}

function linkIn(mail: string, pathname: string): string {
  for (const match of mail.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    if (new URL(match[0]).pathname === pathname) return match[0];
  }
  throw new Error(`No ${pathname} link in the email`);
}

const password = 'a long and happy walk';

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('First Name').fill('  Priya ');
  await page.getByLabel('Last Name').fill('Shah');
  await page.getByLabel('Email Id').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
}

async function registerAndVerify(page: Page, email: string) {
  await page.goto(`${baseURL}/register`);
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();
  const mail = await readMail(dataDir, email, /Verify your email/);
  await page.goto(linkIn(mail, '/validate-email'));
  await page.getByText('Email validated successfully. Please login to continue').waitFor();
}

async function signIn(page: Page, email: string, pass = password) {
  await page.getByLabel('Email Id').fill(email);
  await page.getByLabel(/^Password/).fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('accounts in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function freshPage() {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
    return page;
  }

  it('registers, verifies from the outbox, signs in, shows the plan menus and signs out', async () => {
    await freshPage();
    const email = `priya.${Date.now()}@example.com`;

    // Registration with its documented messages first (docs/product.md#register).
    await page.goto(`${baseURL}/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'accounts-register');
    await page.getByLabel('Email Id').fill('not-an-email');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'First Name is Required',
      'Enter a valid Email Id',
      'Should be min 8 characters',
      'Passwords must match',
    ]) {
      await page.getByText(message).waitFor();
    }
    await screenshot(page, 'accounts-register-errors');

    await page.getByLabel('First Name').fill('Priya');
    await page.getByLabel('Last Name').fill('Shah');
    await page.getByLabel('Email Id').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();
    await expect(
      page.getByText(`A verification email has been sent to`).innerText(),
    ).resolves.toContain(email);
    await screenshot(page, 'accounts-register-thank-you');

    // Signing in before verifying is refused with a clear message and a way to resend.
    await page.goto(`${baseURL}/login`);
    await signIn(page, email);
    await page.getByText('Your email address is not verified yet').waitFor();
    await screenshot(page, 'accounts-login-unverified');

    // The link from the outbox (.eml in DATA_DIR/outbox).
    const mail = await readMail(dataDir, email, /Verify your email/);
    const link = linkIn(mail, '/validate-email');
    expect(new URL(link).origin).toBe(baseURL);
    await page.goto(link);
    await page.getByText('Email validated successfully. Please login to continue').waitFor();
    await screenshot(page, 'accounts-validate-email');
    await page.getByRole('link', { name: 'SignIn' }).click();
    await page.waitForURL(`${baseURL}/login`);

    // Wrong password first, then the right one.
    await signIn(page, email, 'not my password');
    await page.getByText('Invalid user name / password').waitFor();
    await screenshot(page, 'accounts-login-failed');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseURL}/`);

    // The trial grants every attribute: every menu shows, and the user menu has the name.
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const menu of ['Estimates', 'PLO', 'Favourites', 'Reports']) {
      await nav.getByRole('button', { name: menu }).waitFor();
    }
    for (const link of ['Valuation', 'Area Analytics']) {
      await nav.getByRole('link', { name: link }).waitFor();
    }
    const userButton = page.getByRole('button', { name: 'Priya' });
    await userButton.waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await screenshot(page, 'accounts-signed-in-home');

    // A page the plan allows opens without a detour.
    await page.goto(`${baseURL}/area-analytics`);
    await page.getByRole('heading', { name: 'Area analytics' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/area-analytics');

    // Sign out: back to /login, the session is gone on the server too.
    await userButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseURL}/login`);
    const session = await page.evaluate(async () => (await fetch('/api/session')).status);
    expect(session).toBe(401);
    await page.goto(`${baseURL}/estimates-es`);
    await page.waitForURL(/\/login\?redirect=%2Festimates-es$/);
    expect(pageErrors).toEqual([]);
  });

  it('sends a visitor from a protected page to /login and back there after signing in', async () => {
    await freshPage();
    const email = `redirect.${Date.now()}@example.com`;
    await registerAndVerify(page, email);

    await page.goto(`${baseURL}/plo-details?saleId=1&rentId=2`);
    await page.waitForURL(`${baseURL}/login?redirect=%2Fplo-details%3FsaleId%3D1%26rentId%3D2`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'accounts-login');
    await signIn(page, email);
    await page.waitForURL(`${baseURL}/plo-details?saleId=1&rentId=2`);
    await page.getByRole('button', { name: 'Priya' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('signs in from /login?redirect=/.//evil.example and lands on / of this site', async () => {
    await freshPage();
    const email = `evil.redirect.${Date.now()}@example.com`;
    await registerAndVerify(page, email);

    await page.goto(`${baseURL}/login?redirect=/.//evil.example`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(page, email);
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: 'Priya' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('resets a forgotten password with the emailed link, once', async () => {
    await freshPage();
    const email = `reset.${Date.now()}@example.com`;
    await registerAndVerify(page, email);

    await page.goto(`${baseURL}/login`);
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await screenshot(page, 'accounts-forgot-password');
    await page.getByLabel('Email Id').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset link has been sent to your email').waitFor();
    await screenshot(page, 'accounts-forgot-password-sent');

    const mail = await readMail(dataDir, email, /Reset your Yardstick password/);
    const link = linkIn(mail, '/forgot-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel(/^Password/).fill('a brand new password');
    await page.getByLabel('Confirm Password').fill('a different password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords must match').waitFor();
    await screenshot(page, 'accounts-reset-password');
    await page.getByLabel('Confirm Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully').waitFor();
    await screenshot(page, 'accounts-reset-password-done');

    // The same link again says at once that it was used (no form to fill in vain) and
    // offers a new one (issue 25).
    await page.goto(link);
    await page.getByText('This reset link has already been used').waitFor();
    expect(await page.getByLabel('Confirm Password').count()).toBe(0);
    await page.getByRole('link', { name: 'Send a new link' }).waitFor();
    await screenshot(page, 'accounts-reset-password-used-link');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'accounts-reset-password-used-link-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();

    await page.goto(`${baseURL}/login`);
    await signIn(page, email, 'a brand new password');
    await page.waitForURL(`${baseURL}/`);
    expect(pageErrors).toEqual([]);
  });

  it('shows the failure screens of the emailed links and of Google sign-in', async () => {
    await freshPage();
    await page.goto(`${baseURL}/validate-email?token=not-a-real-token`);
    await page.getByText('Validation link seems to have expired.').waitFor();
    await screenshot(page, 'accounts-validate-email-expired');

    // A reset link that is not (or no longer) valid says so before the form (issue 25).
    await page.goto(`${baseURL}/forgot-password?token=not-a-real-token`);
    await page.getByText('This reset link is invalid or has expired').waitFor();
    expect(await page.getByLabel('Confirm Password').count()).toBe(0);
    await page.getByRole('link', { name: 'Send a new link' }).waitFor();
    await screenshot(page, 'accounts-reset-password-bad-link');

    await page.goto(`${baseURL}/google-callback?code=abc&state=forged`);
    await page
      .getByText('Something went wrong while configuring your account. Please try to Sign In again')
      .waitFor();
    await page.getByText('Error configuring account').waitFor();
    await screenshot(page, 'accounts-google-callback-error');
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    await freshPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'accounts-register-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await page.goto(`${baseURL}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'accounts-login-phone');
  });
});

// ---- the ALTCHA widget, on a second server that asks for it ----

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the ALTCHA proof of work in the browser', () => {
  let child: ChildProcess;
  let url: string;
  let altchaDir: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    altchaDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-e2e-altcha-'));
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: altchaDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        CAPTCHA_PROVIDER: 'altcha',
        DEMO_DATA: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the ALTCHA test server exited');
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('the ALTCHA test server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(altchaDir, { recursive: true, force: true });
  });

  it('solves the challenge under the strict CSP and registers with it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => {
      // The app asks for the session before its first render (main.tsx), on account pages
      // too: a visitor's answer is 401 by contract, which Chromium logs as a failed resource.
      const anonymousSession =
        new URL(msg.location().url || url).pathname === '/api/session' &&
        msg.text().includes('status of 401');
      if (msg.type() === 'error' && !anonymousSession) problems.push(msg.text());
    });
    await page.goto(`${url}/register`);
    const widget = page.locator('altcha-widget');
    await widget.waitFor();
    await page.waitForFunction(
      () =>
        (
          document.querySelector('altcha-widget') as (HTMLElement & { getState(): string }) | null
        )?.getState?.() === 'verified',
      undefined,
      { timeout: 45_000 },
    );
    const email = `altcha.${Date.now()}@example.com`;
    await fillRegistration(page, email);
    await screenshot(page, 'accounts-register-altcha');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();
    await readMail(altchaDir, email, /Verify your email/);
    expect(problems).toEqual([]);
  });
});
