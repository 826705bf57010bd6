import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './lib/browser.ts';
import { openSignedInPage, type SignedInPage } from './lib/session.ts';

/**
 * Saved searches and alerts in Chromium (issue 28's journey): the demo member saves a search
 * on the estimates grid, a matching listing is pushed through the ingest API with an API key,
 * the alert email arrives in the outbox folder with the listing, the bell shows it, and the
 * email's one-click unsubscribe (an email client's POST: no cookie, no anti-forgery header)
 * stops the next one. The app runs its alerts job every ALERTS_TICK_SECONDS (20 s).
 */
const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const demoLogin = inject('demoLogin');
const outbox = path.join(dataDir, 'outbox');
const NAME = `Alert test ${Date.now()}`;
/** This run's listing refs (a reused app keeps earlier runs' listings). */
const A1 = `A${Date.now().toString(36)}`;
const A2 = `${A1}B`;

function outboxFiles(): string[] {
  try {
    return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}
const read = (file: string) => readFileSync(path.join(outbox, file), 'utf8');
/** The alert emails of this test's saved search. */
const alertEmails = () => outboxFiles().filter((f) => read(f).includes(NAME));

/** Undoes quoted-printable soft breaks and =XX escapes (enough to read the parts). */
function unQuote(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

async function waitFor<T>(
  what: string,
  probe: () => T | undefined,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe('saved searches and alerts', () => {
  let s: SignedInPage;
  let key: string;
  let postcode: string;
  beforeAll(async () => {
    s = await openSignedInPage(baseURL, demoLogin);
    const created = await s.context.request.post(`${baseURL}/api/account/api-keys`, {
      data: { name: `alerts e2e ${Date.now()}`, scopes: ['listings:write'] },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(created.status(), await created.text()).toBe(201);
    key = ((await created.json()) as { key: string }).key;
    const found = await s.context.request.get(
      `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=1&isCountRequired=false`,
    );
    postcode = ((await found.json()) as { content: { postCode: string }[] }).content[0]!.postCode;
  });
  // The pushed listings are withdrawn again: newest in RG1, they would head the grid the other
  // journeys open their property from (the details journey found one without pictures).
  afterAll(async () => {
    for (const ref of [A1, A2]) {
      await fetch(`${baseURL}/api/ingest/listings/alerts-e2e/${ref}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${key}` },
      }).catch(() => undefined);
    }
    await s.browser.close();
  });

  const push = (ref: string, price: number) =>
    fetch(`${baseURL}/api/ingest/listings/alerts-e2e/${ref}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ref,
        transactionType: 'sale',
        price,
        address: { paon: ref, street: 'Alert Street', town: 'Reading', postcode },
        propertyType: 'T',
        bedrooms: 3,
        floorAreaM2: 85,
        listedOn: '2026-11-28',
      }),
    });

  it('alerts by email and in the bell, and one-click unsubscribe stops the next', async () => {
    const { page } = s;
    // Save the search on the grid: this postcode, a price band no demo listing has.
    const filter = new URLSearchParams({
      postCodes: postcode,
      minPrice: '123000',
      maxPrice: '123999',
    });
    await page.goto(`${baseURL}/estimates-es?${filter}`);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A matching listing pushed through the ingest API.
    const pushed = await push(A1, 123_456);
    expect(pushed.status, await pushed.clone().text()).toBe(201);
    const { id } = (await pushed.json()) as { id: string };

    // The alert email arrives in the outbox with the listing.
    const [file] = await waitFor('the alert email', () => {
      const files = alertEmails();
      return files.length ? files : undefined;
    });
    const raw = read(file!);
    const text = unQuote(raw);
    expect(text).toContain(`1 update for ${NAME}`);
    // No address.display was pushed: the one composer wrote it from the parts (issue 37).
    expect(text).toContain(`${A1}, Alert Street, Reading`);
    expect(text).toContain(`/property-details?id=${id}`);
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    // The bell shows it; it opens the listing.
    await page.goto(`${baseURL}/saved-searches`);
    const card = page.getByTestId('saved-search').filter({ hasText: NAME });
    await card.getByText('1 new').waitFor();
    const bell = page.getByTestId('notification-bell');
    await expect(bell.getAttribute('aria-label')).resolves.toMatch(/unread/);
    // Breadcrumbs as the other pages (issue 40).
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText('Saved searches')
      .waitFor();
    await screenshot(page, 'saved-searches-1366');
    await bell.click();
    const list = page.getByTestId('notification-list');
    const item = list.getByText(`New listing · ${NAME}`);
    await item.waitFor();
    await screenshot(page, 'notifications-bell-1366');
    await item.click();
    await page.waitForURL(`${baseURL}/property-details?id=${id}`);

    // The email's HTML, as a mail reader would show it.
    const html = /Content-Type: text\/html[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n----_/.exec(raw)?.[1];
    expect(html).toBeDefined();
    const mailPage = await s.context.newPage();
    await mailPage.setContent(unQuote(html!));
    await mailPage.getByText(`${A1}, Alert Street`).first().waitFor();
    await screenshot(mailPage, 'alert-email-1366');
    await mailPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(mailPage, 'alert-email-390');
    await mailPage.close();

    // One-click unsubscribe as an email client posts it: no cookie, no anti-forgery header.
    const url = /List-Unsubscribe:\s+<([^>]+)>/.exec(raw)![1]!;
    // The email's Unsubscribe link in a browser (issue 40): Yardstick's page, naming the
    // search it stops; its button, then a link back to the search.
    const unsubPage = await s.context.newPage();
    await unsubPage.goto(url.replace(/^https?:\/\/[^/]+/, baseURL));
    await unsubPage.getByText(`the alerts of your saved search “${NAME}”`).waitFor();
    await screenshot(unsubPage, 'unsubscribe-1366');
    await unsubPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(unsubPage, 'unsubscribe-390');
    await unsubPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await unsubPage.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    const back = unsubPage.getByRole('link', { name: 'Saved searches' });
    await expect(back.getAttribute('href')).resolves.toMatch(/\/saved-searches\?open=\d+$/);
    await screenshot(unsubPage, 'unsubscribed-390');
    await unsubPage.setViewportSize({ width: 1366, height: 900 });
    await screenshot(unsubPage, 'unsubscribed-1366');
    await unsubPage.close();
    const unsubscribed = await fetch(url.replace(/^https?:\/\/[^/]+/, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);

    // The next match shows in the bell, but no email goes out.
    const next = await push(A2, 123_789);
    expect(next.status).toBe(201);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await s.context.request.get(`${baseURL}/api/notifications`);
      const body = (await res.json()) as { items: { title: string; text: string }[] };
      if (body.items.some((n) => n.text.startsWith(`${A2}, Alert Street`))) break;
      if (Date.now() > deadline) throw new Error('The second match was not recorded');
      await new Promise((r) => setTimeout(r, 1000));
    }
    // Two more ticks of the job: still the one email.
    await new Promise((r) => setTimeout(r, 45_000));
    expect(alertEmails()).toHaveLength(1);
    await page.goto(`${baseURL}/saved-searches`);
    const alertInput = page
      .getByTestId('saved-search')
      .filter({ hasText: NAME })
      .locator(`input[aria-label="Email alerts for ${NAME}"]`);
    await expect(alertInput.inputValue()).resolves.toBe('No emails');
  }, 360_000);

  it('shows the saved searches page and the bell on a phone', async () => {
    const phone = await openSignedInPage(baseURL, demoLogin, { width: 390, height: 844 });
    try {
      await phone.page.goto(`${baseURL}/saved-searches`);
      await phone.page.getByTestId('saved-search').first().waitFor();
      await screenshot(phone.page, 'saved-searches-390');
      await phone.page.getByTestId('notification-bell').click();
      await phone.page.getByTestId('notification-list').waitFor();
      await screenshot(phone.page, 'notifications-bell-390');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.browser.close();
    }
  });
});
