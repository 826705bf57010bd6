import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../apps/api/test/pdf-text.ts';
import { ARTIFACTS, launchBrowser, refuseMapTiles, screenshot } from './lib/browser.ts';
import { openSignedInPage, signIn, someListingId, type SignedInPage } from './lib/session.ts';

/**
 * Issue 29's journey in Chromium on the demo: paste a listing's text on /analyse, check the
 * fields it filled, analyse, save it as a deal, move the deal to Viewing with the keyboard
 * (dnd-kit's keyboard sensor: Space, an arrow, Space), record an offer, download the deal pack
 * (a real PDF whose text holds the address and the figures), open the share link signed out,
 * revoke it and see it answer 404.
 */
const baseURL = inject('baseURL');
const demoLogin = inject('demoLogin');

const TYPE_WORDS: Record<string, string> = {
  D: 'detached house',
  S: 'semi-detached house',
  T: 'terraced house',
  F: 'flat',
};

interface Details {
  address: string;
  postCode: string;
  listPrice: number;
  bedrooms: number;
  propertyType: string;
  totalFloorArea: number | null;
}

const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;

describe('deals', () => {
  let s: SignedInPage;
  let details: Details;
  beforeAll(async () => {
    s = await openSignedInPage(baseURL, demoLogin);
    const id = await someListingId(s.context, baseURL);
    const res = await s.context.request.get(`${baseURL}/api/property-estimates/${id}`);
    details = (await res.json()) as Details;
  });
  afterAll(() => s.browser.close());

  it('analyses pasted text, saves a deal, moves it by keyboard, packs and shares it', async () => {
    const { page } = s;
    const d = details;
    const text = [
      d.address.includes(d.postCode) ? d.address : `${d.address}, ${d.postCode}`,
      `Asking price ${gbp(d.listPrice)}`,
      `A ${d.bedrooms} bedroom ${TYPE_WORDS[d.propertyType] ?? 'house'}, ${
        d.propertyType === 'F' ? 'leasehold' : 'freehold'
      }.${d.totalFloorArea ? ` Approx. ${Math.round(d.totalFloorArea)} sq m.` : ''}`,
      'Viewing strictly by appointment.',
    ].join('\n');

    // Paste, fill, check the parsed fields.
    await page.goto(`${baseURL}/analyse`);
    await page.getByTestId('analyse-paste').fill(text);
    await page.getByRole('button', { name: 'Fill from text' }).click();
    await page.getByTestId('analyse-parsed').waitFor();
    await expect(page.getByLabel('Postcode').inputValue()).resolves.toBe(d.postCode);
    await expect(page.getByLabel('Bedrooms').inputValue()).resolves.toBe(String(d.bedrooms));
    await expect(page.getByLabel('Asking price (£)').inputValue()).resolves.toMatch(
      new RegExp(`^£?${d.listPrice.toLocaleString('en-GB').replace(/,/g, ',?')}$`),
    );

    // Analyse, then save as a deal.
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await page.getByTestId('analyse-results').waitFor();
    await screenshot(page, 'deals-analyse-1366');
    await page.getByRole('button', { name: 'Save as deal' }).click();
    await page.getByTestId('open-deal').click();
    await page.waitForURL(/\/deals\?deal=\d+/);
    const dealId = new URL(page.url()).searchParams.get('deal')!;
    await page.getByTestId('deal-detail').waitFor();
    const deal = (await (await s.context.request.get(`${baseURL}/api/deals/${dealId}`)).json()) as {
      title: string;
      kind: string;
      then: { listPrice: number; estimate: number | null };
    };
    expect(deal.kind).toBe('analysis');
    expect(deal.then.listPrice).toBe(d.listPrice);
    await page.keyboard.press('Escape');
    await page.getByTestId('deal-detail').waitFor({ state: 'detached' });

    // Move it to Viewing with the keyboard: focus its handle, Space, ArrowRight, Space.
    const considering = page.getByTestId('column-considering');
    const card = considering.locator(`[data-deal-id="${dealId}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: `Drag ${deal.title}` }).focus();
    // Each key waits for what a screen reader hears (the board's live region): keys pressed
    // before the board has measured its columns move nothing, as for a person pressing them.
    const heard = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    // 'Picked up …', then (once the columns are measured) where it is.
    await expect.poll(() => heard.textContent()).toContain('is over Considering');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => heard.textContent()).toContain('is over Viewing');
    await page.keyboard.press('Space');
    await expect.poll(() => heard.textContent()).toContain('dropped in Viewing');
    await page.getByTestId('column-viewing').locator(`[data-deal-id="${dealId}"]`).waitFor();
    await expect
      .poll(async () => {
        const res = await s.context.request.get(`${baseURL}/api/deals/${dealId}`);
        return ((await res.json()) as { stage: string }).stage;
      })
      .toBe('viewing');
    await screenshot(page, 'deals-board-1366');

    // Record an offer in the deal's drawer.
    await page
      .getByTestId('column-viewing')
      .locator(`[data-deal-id="${dealId}"]`)
      .getByTestId('open-deal-card')
      .click();
    const drawer = page.getByTestId('deal-detail');
    await drawer.waitFor();
    const offer = Math.round((d.listPrice * 0.95) / 1000) * 1000;
    await drawer.getByLabel('Amount (£)').fill(String(offer));
    await drawer.getByLabel('Offer date').fill('2026-11-28');
    await drawer.getByRole('button', { name: 'Record offer' }).click();
    await drawer.getByTestId('deal-offers').getByText(gbp(offer)).waitFor();
    await screenshot(page, 'deals-open-1366');

    // Download the pack: a real PDF whose text holds the address and the figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByTestId('download-pack').click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(path.join(ARTIFACTS, 'deal-pack.pdf'), pdf);
    const { text: packText } = await pdfText(pdf);
    // The demo's addresses end with the postcode; the pack writes "street, town, postcode".
    const street = d.address.replace(d.postCode, '').replace(/[,\s]+$/, '');
    expect(packText).toContain(`${street}, ${d.postCode}`);
    expect(packText).toContain(gbp(d.listPrice));
    if (deal.then.estimate !== null) expect(packText).toContain(gbp(deal.then.estimate));

    // Share, open signed out, revoke: 404.
    await drawer.getByRole('button', { name: 'Create share link' }).click();
    const url = (await drawer.getByTestId('share-url').textContent())!.trim();
    expect(url).toMatch(new RegExp(`^${baseURL}/shared/deals/[A-Za-z0-9_-]{43}$`));
    const token = url.split('/').at(-1)!;
    const visitor = await launchBrowser();
    try {
      const context = await visitor.newContext({ viewport: { width: 1366, height: 900 } });
      await refuseMapTiles(context);
      const shared = await context.newPage();
      await shared.goto(url);
      await shared.getByTestId('shared-deal').waitFor();
      await shared.getByRole('heading', { name: deal.title, level: 1 }).waitFor();
      await expect(shared.getByText(/Notes/).count()).resolves.toBe(0);
      await screenshot(shared, 'deals-shared-signed-out-1366');

      await drawer.getByRole('button', { name: 'Revoke link' }).click();
      await drawer.getByRole('button', { name: 'Create share link' }).waitFor();
      const gone = await context.request.get(`${baseURL}/api/shared/deals/${token}`);
      expect(gone.status()).toBe(404);
      await shared.reload();
      await shared.getByTestId('share-gone').waitFor();
    } finally {
      await visitor.close();
    }
    expect(s.pageErrors).toEqual([]);
  }, 300_000);

  it('adds a property once: "In your deals · Open" after, and the API refuses a second', async () => {
    const { page } = s;
    const id = await someListingId(s.context, baseURL);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseURL}/property-details?id=${id}`);
      const open = page.getByTestId('open-deal');
      if (width === 1366) {
        await page.getByTestId('add-to-deals').click();
        await open.waitFor();
        await page.reload();
      }
      await open.waitFor();
      expect(await open.textContent()).toContain('In your deals · Open');
      await expect(page.getByTestId('add-to-deals').count()).resolves.toBe(0);
      await screenshot(page, `deals-in-your-deals-${width}`);
    }
    const again = await s.context.request.post(`${baseURL}/api/deals`, {
      data: { propertyId: id },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('DEAL_EXISTS');
    const { deals } = (await (await s.context.request.get(`${baseURL}/api/deals`)).json()) as {
      deals: { id: string; kind: string; propertyId: string | null }[];
    };
    const mine = deals.filter((d) => d.kind === 'listing' && d.propertyId === id);
    expect(mine).toHaveLength(1);

    // Its drawer: an offer of -5 is refused under the field; the date starts today.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseURL}/deals?deal=${mine[0]!.id}`);
      const drawer = page.getByTestId('deal-detail');
      await drawer.waitFor();
      expect(await drawer.getByLabel('Offer date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await drawer.getByLabel('Amount (£)').fill('-5');
      await drawer.getByRole('button', { name: 'Record offer' }).click();
      await drawer.getByText('Must be a whole number of pounds').waitFor();
      expect(await drawer.getByLabel('Amount (£)').inputValue()).toBe('-5');
      await expect(drawer.getByRole('button', { name: 'Clear reminder' }).count()).resolves.toBe(0);
      await screenshot(page, `deals-offer-refused-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(s.pageErrors).toEqual([]);
  }, 300_000);

  it('shows a due reminder whole on its card, its date not cut (issue 40 item 7)', async () => {
    const { page } = s;
    const { deals } = (await (await s.context.request.get(`${baseURL}/api/deals`)).json()) as {
      deals: { id: string }[];
    };
    const deal = deals[0]!;
    const set = await s.context.request.patch(`${baseURL}/api/deals/${deal.id}`, {
      data: { reminderOn: '2026-01-02' },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(set.status()).toBe(200);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseURL}/deals`);
      const card = page.locator(`[data-deal-id="${deal.id}"]`);
      const badge = card.getByTestId('deal-reminder');
      await badge.waitFor();
      expect(await badge.textContent()).toBe('Reminder due 2 Jan 2026');
      // Nothing of it hidden: its label shows all its text, and it stays inside its card.
      const cut = await badge.evaluate((el) => {
        const label = el.querySelector<HTMLElement>('.mantine-Badge-label') ?? el;
        return label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight;
      });
      expect(cut).toBe(false);
      const [b, c] = [(await badge.boundingBox())!, (await card.boundingBox())!];
      expect(b.x + b.width).toBeLessThanOrEqual(c.x + c.width);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: path.join(ARTIFACTS, `deals-reminder-badge-${width}.png`) });
      await screenshot(page, `deals-reminder-board-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(s.pageErrors).toEqual([]);
  });

  it('shows the board on a phone', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await refuseMapTiles(context);
      await signIn(context, baseURL, demoLogin);
      const page = await context.newPage();
      await page.goto(`${baseURL}/deals`);
      await page.getByTestId('deals-board').waitFor();
      await page.getByTestId('deal-card').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(page, 'deals-board-390');
    } finally {
      await browser.close();
    }
  });
});
