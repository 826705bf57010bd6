import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, refuseMapTiles } from './lib/browser.ts';
import { openSignedInPage, signIn, type SignedInPage } from './lib/session.ts';

/**
 * Every link the product sends lands (issue 37 item 3): each kind of email is taken from the
 * outbox (DATA_DIR/outbox, the app's default mail transport) and EVERY link in it, from the
 * HTML part and the plain-text part, is opened in Chromium and must show what it names: the
 * property (never "No property was chosen"), the saved search, the reset form, the plans ...
 * A link to a page this journey does not know fails it, so a new link needs its check here.
 *
 * The kinds: account verification, password reset, an instant saved-search alert, a daily
 * digest (sent now by the operator's `npm run operator -- send-digests`, not at its hour), a
 * favourites alert, the payment emails (collected, and failed: its "Renew your membership")
 * and the expiry reminder (the suite's server gives 7-day trials and runs the membership jobs
 * every minute, global-setup.ts: a verified account's trial ends within the reminder's week).
 * Links carry the app's one origin (PUBLIC_URL, else localhost:PORT, as the banner prints,
 * for every email alike: issue 40). The suite's server says its address (PUBLIC_URL is the
 * suite's base URL, global-setup.ts), so every link lands on the origin the browser signed in
 * on, path and query untouched.
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const demoLogin = inject('demoLogin');
const outbox = path.join(dataDir, 'outbox');
const RUN = Date.now().toString(36);
const password = 'a long and happy walk';
const csrf = { 'x-requested-with': 'yardstick' };
const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run operator -- <args>` against the suite's server (its token is in DATA_DIR). */
function operator(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'operator', '--', ...args, '--url', baseURL],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: '' },
      },
      (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)),
    );
  });
}

// ---- the outbox ----

/** Undoes quoted-printable soft breaks and =XX escapes. */
function unQuote(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One .eml of the outbox: its recipient, subject and decoded text and HTML parts. */
function readMail(file: string): Mail {
  const raw = readFileSync(path.join(outbox, file), 'utf8');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
      .exec(raw)?.[1]
      ?.replace(/\s+/g, ' ') ?? '';
  const part = (type: string) => {
    const at = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
    if (at < 0) return '';
    const rest = raw.slice(at);
    const body = rest.slice(rest.search(/\r?\n\r?\n/) + 1);
    const end = body.search(/\r?\n--[-_=\w]+/);
    const encoded = end >= 0 ? body.slice(0, end) : body;
    return /Content-Transfer-Encoding: base64/i.test(rest.slice(0, rest.search(/\r?\n\r?\n/)))
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : unQuote(encoded);
  };
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

function mails(): Mail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map(readMail);
}

/** Waits for the newest email to `to` whose subject matches (and, if given, whose text does). */
async function waitForMail(to: string, subject: RegExp, holding?: string): Promise<Mail> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const found = mails()
      .reverse()
      .find(
        (m) =>
          m.to.includes(to) &&
          subject.test(m.subject) &&
          (!holding || m.text.includes(holding) || m.html.includes(holding)),
      );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Every link of an email: the HTML's hrefs and the plain text's URLs, once each. */
function linksOf(mail: Mail): string[] {
  const html = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!));
  const text = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  const all = [...new Set([...html, ...text])];
  expect(all.length, `${mail.subject}: no links`).toBeGreaterThan(0);
  return all;
}

/** The link, on the origin the browser signed in on (path and query as sent). */
function onApp(link: string): URL {
  const url = new URL(link);
  // Every email links to one address (issue 40): PUBLIC_URL, verification as alerts and
  // payments; here the suite's own origin, where the browser holds its session.
  expect(url.origin, `${link}: not the emails' one address`).toBe(new URL(baseURL).origin);
  return url;
}

interface Expectations {
  /** The address the property pages must show. */
  address?: string;
  /** The saved search an `?open=` link opens (its filter's postcode). */
  searchPostcode?: string;
  searchName?: string;
}

/**
 * Opens one link in the page and checks it shows the content it names. Answers the path
 * checked, for the journey's record.
 */
async function follow(page: Page, link: string, expect_: Expectations): Promise<string> {
  const url = onApp(link);
  const response = await page.goto(url.href);
  expect(response?.status(), `${link} answered ${response?.status()}`).toBeLessThan(400);
  const body = page.locator('body');
  switch (url.pathname) {
    case '/property-details':
      await page.getByText(expect_.address!).first().waitFor();
      break;
    case '/saved-searches':
      if (url.searchParams.has('open')) {
        // Opens the search itself: its page, with the saved filter.
        await page.waitForURL((u) => u.pathname === '/estimates-es' || u.pathname === '/estimates');
        expect(new URL(page.url()).searchParams.get('postCodes')).toBe(expect_.searchPostcode);
      } else {
        await page.getByRole('heading', { name: 'Saved searches' }).waitFor();
        if (expect_.searchName) {
          await page.getByTestId('saved-search').filter({ hasText: expect_.searchName }).waitFor();
        }
      }
      break;
    case '/favorite-properties':
      await page.getByText(expect_.address!).first().waitFor();
      break;
    case '/methodology':
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      break;
    case '/api/alerts/unsubscribe':
      // The page of the link: one button that posts the token (a GET changes nothing).
      await page.getByRole('heading', { name: 'Stop these alert emails?' }).waitFor();
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      break;
    case '/validate-email':
      await page.getByText('Email validated successfully. Please login to continue').waitFor();
      break;
    case '/forgot-password':
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      await page.getByLabel('Confirm Password').waitFor();
      break;
    case '/membership':
      await page.getByRole('columnheader', { name: 'Payment Id' }).waitFor();
      break;
    case '/subscription':
      await page.getByRole('button', { name: /Proceed To Pay/ }).waitFor();
      break;
    default:
      throw new Error(`The journey does not know the page of ${link}: add its check`);
  }
  await expect(body.textContent()).resolves.not.toMatch(
    /No (PLO )?property was chosen|Page not found/,
  );
  return `${url.pathname}${url.search.replace(/token=[^&]+/, 'token=…')}`;
}

/** What the journey clicked, by email kind (printed at the end for the record). */
const clicked: Record<string, string[]> = {};

async function followAll(kind: string, page: Page, mail: Mail, expect_: Expectations = {}) {
  const links = linksOf(mail);
  clicked[kind] = [];
  for (const link of links) clicked[kind].push(await follow(page, link, expect_));
}

// ---- the journey ----

describe('every link of every email lands (issue 37)', () => {
  let member: SignedInPage;
  let key: string;
  let postcode: string;

  beforeAll(async () => {
    member = await openSignedInPage(baseURL, demoLogin);
    const created = await member.context.request.post(`${baseURL}/api/account/api-keys`, {
      data: { name: `links e2e ${RUN}`, scopes: ['listings:write'] },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    key = ((await created.json()) as { key: string }).key;
    const found = await member.context.request.get(
      `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=1&isCountRequired=false`,
    );
    postcode = ((await found.json()) as { content: { postCode: string }[] }).content[0]!.postCode;
  });

  afterAll(async () => {
    for (const ref of [`L${RUN}`]) {
      await fetch(`${baseURL}/api/ingest/listings/links-e2e/${ref}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${key}` },
      }).catch(() => undefined);
    }
    await member?.browser.close();
    console.log(`Email links clicked:\n${JSON.stringify(clicked, null, 2)}`);
  });

  /** Pushes this run's listing (no address.display: the composer writes it). */
  const push = (price: number) =>
    fetch(`${baseURL}/api/ingest/listings/links-e2e/L${RUN}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        transactionType: 'sale',
        price,
        // Any spacing and case (item 4): the postcode as someone might type it.
        address: {
          paon: `${RUN.length}`,
          street: `Link${RUN} Street`,
          town: 'Reading',
          postcode: postcode.replace(' ', '').toLowerCase(),
        },
        propertyType: 'T',
        bedrooms: 3,
        floorAreaM2: 85,
        listedOn: '2026-11-28',
      }),
    });
  const address = `${RUN.length} Link${RUN} Street, Reading`;

  it('instant saved-search alert and favourites alert: every link', async () => {
    const name = `Links ${RUN}`;
    const saved = await member.context.request.post(`${baseURL}/api/saved-searches`, {
      data: {
        name,
        kind: 'estimates',
        filter: { postCodes: postcode, minPrice: '321000', maxPrice: '321999' },
        alert: 'instant',
      },
      headers: csrf,
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const pushed = await push(321_456);
    expect(pushed.status, await pushed.clone().text()).toBe(201);
    const { id } = (await pushed.json()) as { id: number };

    const alert = await waitForMail(demoLogin.email, new RegExp(`for ${name}$`));
    expect(alert.text).toContain(address);
    await followAll('instant alert', member.page, alert, {
      address,
      searchPostcode: postcode,
      searchName: name,
    });
    expect(clicked['instant alert']).toContain(`/property-details?id=${id}`);

    // Older emails linked `?propertyId=`: those links in inboxes still land.
    await member.page.goto(`${baseURL}/property-details?propertyId=${id}`);
    await member.page.getByText(address).first().waitFor();

    // Favourites: instant alerts on, the listing favourited, its price cut.
    const settings = await member.context.request.put(`${baseURL}/api/alerts/settings`, {
      data: { priceDrop: true, statusChange: true, backOnMarket: true, frequency: 'instant' },
      headers: csrf,
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const favourite = await member.context.request.post(`${baseURL}/api/favorite-properties`, {
      data: { estimatePropertyId: String(id) },
      headers: csrf,
    });
    expect([201, 409], await favourite.text()).toContain(favourite.status());
    expect((await push(319_000)).status).toBe(200);
    const favourites = await waitForMail(demoLogin.email, /for your favourites$/, address);
    await followAll('favourites alert', member.page, favourites, { address });
    expect(clicked['favourites alert']).toContain('/favorite-properties');
  }, 400_000);

  it('daily digest, sent by the operator command: every link', async () => {
    const name = `Digest ${RUN}`;
    const saved = await member.context.request.post(`${baseURL}/api/saved-searches`, {
      data: {
        name,
        kind: 'estimates',
        filter: { postCodes: postcode, minPrice: '318000', maxPrice: '318999' },
        alert: 'daily',
      },
      headers: csrf,
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { id: searchId } = (await saved.json()) as { id: string };
    // The run's listing, its price cut into this search's range: a price-drop match.
    expect((await push(318_500)).status).toBe(200);
    // Wait until the alerts job has matched it (a daily search's matches wait for the digest).
    const deadline = Date.now() + 150_000;
    for (;;) {
      const list = await member.context.request.get(`${baseURL}/api/saved-searches`);
      const items = ((await list.json()) as { items: { id: string; newMatches: number }[] }).items;
      if ((items.find((i) => i.id === searchId)?.newMatches ?? 0) > 0) break;
      if (Date.now() > deadline) throw new Error('The digest search never matched');
      await new Promise((r) => setTimeout(r, 2000));
    }
    expect(await operator('send-digests')).toMatch(/^Composed \d+ alert emails/);
    const digest = await waitForMail(demoLogin.email, new RegExp(`for ${name}$`));
    expect(digest.text).toContain('in the last day');
    expect(digest.text).toContain(address);
    await followAll('daily digest', member.page, digest, {
      address,
      searchPostcode: postcode,
      searchName: name,
    });
    expect(clicked['daily digest']).toContain(`/saved-searches?open=${searchId}`);
  }, 400_000);

  it('verification, reset and payment emails (collected and failed): every link', async () => {
    const browser = await launchBrowser();
    try {
      const register = async (email: string) => {
        const res = await fetch(`${baseURL}/api/register/user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...csrf },
          body: JSON.stringify({
            firstName: 'Link',
            lastName: 'Tester',
            emailId: email,
            password,
            confirmPassword: password,
            captchaToken: '',
            host: new URL(baseURL).host,
          }),
        });
        expect(res.status, await res.text()).toBe(201);
      };
      const payer = `links-pay-${RUN}@example.com`;
      const failer = `links-fail-${RUN}@example.com`;
      const renewer = `links-renew-${RUN}@example.com`;

      // Verification: opened in a browser with no session, as from a mail reader.
      const anonymous = await browser.newContext();
      const page = await anonymous.newPage();
      for (const email of [payer, failer, renewer]) {
        await register(email);
        const verify = await waitForMail(email, /Verify your email/);
        await followAll('verification', page, verify);
      }

      // Reset.
      const forgot = await fetch(`${baseURL}/api/forgot/password/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...csrf },
        body: JSON.stringify({ emailId: payer, captchaToken: '', host: new URL(baseURL).host }),
      });
      expect(forgot.status).toBe(202);
      const reset = await waitForMail(payer, /Reset your Yardstick password/);
      await followAll('reset', page, reset);
      await anonymous.close();

      // Payments on the sandbox bank: collected, and failed ("Renew your membership").
      const pay = async (email: string, account: string): Promise<BrowserContext> => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await refuseMapTiles(context);
        await signIn(context, baseURL, { email, password });
        const p = await context.newPage();
        await p.goto(`${baseURL}/subscription`);
        await p.getByRole('button', { name: /Proceed To Pay/ }).click();
        await p.waitForURL(/\/payments\/sandbox\//);
        await p.getByLabel('Account holder name').fill('Link Tester');
        await p.getByLabel('Sort code').fill('20-00-00');
        await p.getByLabel('Account number').fill(account);
        await p.getByRole('button', { name: 'Approve Direct Debit' }).click();
        await p.waitForURL(/\/payment\?redirect_flow_id=/);
        return context;
      };
      const paid = await pay(payer, '55779911');
      const success = await waitForMail(payer, /payment was successful/);
      await followAll('payment collected', await paid.newPage(), success);
      await paid.close();
      const failed = await pay(failer, '55779922');
      const failure = await waitForMail(failer, /payment failed/);
      await followAll('payment failed (renew)', await failed.newPage(), failure);
      expect(clicked['payment failed (renew)']).toContain('/subscription');
      await failed.close();

      // The expiry reminder: the renewer's 7-day trial ends within the reminder's week; the
      // membership jobs (every minute here) send it once. Opened signed in, as the member.
      const reminder = await waitForMail(renewer, /membership ends soon/);
      expect(reminder.text).toMatch(/Your Yardstick membership ends on/);
      const renewing = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await refuseMapTiles(renewing);
      await signIn(renewing, baseURL, { email: renewer, password });
      await followAll('expiry reminder (renew)', await renewing.newPage(), reminder);
      expect(clicked['expiry reminder (renew)']).toContain('/subscription');
      await renewing.close();
    } finally {
      await browser.close();
    }
  }, 400_000);
});
