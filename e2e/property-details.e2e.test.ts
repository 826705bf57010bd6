import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, screenshot } from './lib/browser.ts';
import { openSignedInPage } from './lib/session.ts';

const baseURL = inject('baseURL');

/** What is on screen (modals sit over the viewport, not the whole page). */
async function viewportShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The whole page, from the top (the sticky site header would otherwise sit mid-page). */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

interface Details {
  propertyId: string;
  postCode: string | null;
  summary: string;
  isDescLoaded: boolean;
  priceVariation: number | null;
  images: string;
  floorPlanImages: string;
  latitude: number | null;
  longitude: number | null;
}

async function details(context: BrowserContext, id: string): Promise<Details> {
  const res = await context.request.get(`${baseURL}/api/property-estimates/${id}`);
  if (!res.ok()) throw new Error(`Details of ${id}: ${res.status()}`);
  return (await res.json()) as Details;
}

/** Milliseconds from the start of the navigation until the header price is on screen. */
async function timeToPrice(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="details-price"]');
      return el && el.textContent?.startsWith('£') ? performance.now() : null;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

describe('property details: from a search result to every section of the page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let propertyId = '';
  let pageErrors: string[] = [];
  const apiCalls: string[] = [];

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
  });
  afterAll(() => browser?.close());

  it('opens a property from the search results', async () => {
    await page.goto(`${baseURL}/estimates-es?districts=RG1&searchText=RG1`);
    const card = page.getByTestId('estimate-card').first();
    await card.waitFor({ timeout: 20_000 });
    const cardPrice = await card.getByTestId('list-price').textContent();
    await card.getByTestId('card-address').click();
    await page.waitForURL(/\/property-details\?id=\d+$/);
    propertyId = new URL(page.url()).searchParams.get('id')!;
    const price = page.getByTestId('details-price');
    await price.waitFor();
    expect(await price.textContent()).toBe(cardPrice);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/RG1/);
    await expect(page.getByTestId('details-estimate').textContent()).resolves.toMatch(/^£/);
  });

  it('takes the session from its HTML and asks for the details at once, then shows the header price', async () => {
    // The 500 ms target itself is measured by `npm run bench:page-load` (a timed test flakes
    // on a shared machine); this holds the structure that meets it: the session comes in the
    // page's HTML (no call), and the details call is the only one the header waits for.
    const url = `${baseURL}/property-details?id=${propertyId}`;
    const asked: string[] = [];
    const onRequest = (req: { url(): string }) => asked.push(new URL(req.url()).pathname);
    page.on('request', onRequest);
    try {
      const ms = await timeToPrice(page, url);
      console.log(`Header price visible after ${ms} ms (navigation start to price)`);
    } finally {
      page.off('request', onRequest);
    }
    expect(asked).toContain(`/api/property-estimates/${propertyId}`);
    expect(asked).not.toContain('/api/session');
    // The page knew the member from its HTML: the header offers no 'Login'.
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
  });

  it('pages the images, wrapping at both ends, with the buttons and the arrow keys', async () => {
    const { images } = await details(context, propertyId);
    const count = images.split(',').filter(Boolean).length;
    expect(count).toBeGreaterThan(1);
    const position = page.getByTestId('gallery-position');
    // The reloads above may have restored a scrolled position: start from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => position.textContent()).toBe(`1 / ${count}`);
    await page.getByRole('button', { name: 'Next picture' }).click();
    expect(await position.textContent()).toBe(`2 / ${count}`);
    await page.getByRole('button', { name: 'Previous picture' }).click();
    await page.getByRole('button', { name: 'Previous picture' }).click();
    expect(await position.textContent()).toBe(`${count} / ${count}`);
    await page.getByRole('button', { name: 'Next picture' }).click();
    expect(await position.textContent()).toBe(`1 / ${count}`);
    await page.getByTestId('gallery').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await position.textContent()).toBe(`${count} / ${count}`);
    await page.keyboard.press('ArrowRight');
    expect(await position.textContent()).toBe(`1 / ${count}`);
    const alt = await page.getByTestId('gallery-image').getAttribute('alt');
    expect(alt).toMatch(new RegExp(`^Picture 1 of ${count} of `));
  });

  it('opens each tab; Analytics asks for its data only when first opened', async () => {
    await page.getByTestId('description').waitFor();
    await pageShot(page, 'property-details-description');

    await page.getByRole('tab', { name: 'Estimates' }).click();
    await expect(page.getByTestId('estimates-range').textContent()).resolves.toMatch(/^£/);
    await pageShot(page, 'property-details-estimates');

    expect(apiCalls.filter((p) => p === '/api/property/deprivation')).toEqual([]);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByTestId('analytics').waitFor();
    await expect.poll(() => apiCalls.includes('/api/property/deprivation')).toBe(true);
    await page.getByText('Neighbourhood deprivation').waitFor();
    await pageShot(page, 'property-details-analytics');

    await page.getByRole('tab', { name: 'Floor Plan' }).click();
    const { floorPlanImages } = await details(context, propertyId);
    if (floorPlanImages === 'NA' || floorPlanImages === '') {
      await page.getByText('There are no floor plans for this property').waitFor();
    } else {
      await page.getByRole('img', { name: /^Floor plan 1 of / }).waitFor();
    }
    await pageShot(page, 'property-details-floor-plan');
    await page.getByRole('tab', { name: 'Description' }).click();
  });

  it('loads the other sections after the header: nearby, agent, sales, rentals, sold, similar', async () => {
    await page.getByTestId('nearby').waitFor();
    await page.getByTestId('agent').waitFor();
    await expect(page.getByTestId('hpi-valuation').textContent()).resolves.toMatch(/^£|^-$/);
    await page.getByTestId('energy-table').waitFor({ timeout: 15_000 });
    await page.getByTestId('rentals').waitFor();
    // Issue 26: the rentals the rent estimate used, with the rule in words.
    await expect(page.getByTestId('rent-evidence-rule').textContent()).resolves.toMatch(
      /Rent estimate £[\d,]+ pcm\. The weighted median|The rent of this same home|No rent estimate/,
    );
    await page.getByTestId('similar').getByTestId('estimate-card').first().waitFor();
    // Both maps are drawn (the property's marker is on the canvas).
    const maps = page.locator('.leaflet-container');
    await expect.poll(() => maps.count()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => page.locator('.leaflet-container[data-markers-drawn]').count())
      .toBeGreaterThanOrEqual(1);
    const box = await maps.first().boundingBox();
    expect(box!.height).toBeGreaterThan(200);
    // A school phase 'Not applicable' never shows as such.
    expect(await page.getByText('Not applicable', { exact: true }).count()).toBe(0);
    await pageShot(page, 'property-details-page');
  });

  it('lists the bus stops near the property, with Show more beyond three', async () => {
    const { latitude, longitude } = await details(context, propertyId);
    const res = await context.request.post(`${baseURL}/api/property/nearest/stops/explorer`, {
      data: { latitude, longitude, kind: 'bus', limit: 10 },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(res.status()).toBe(200);
    const stops = (await res.json()) as { stop_name: string }[];
    console.log(`Bus stops within 2 km of property ${propertyId}: ${stops.length} (limit 10)`);
    const list = page.getByRole('list', { name: 'Bus' });
    const more = page.getByRole('button', { name: 'Show more: Bus' });
    if (stops.length > 3) {
      await more.waitFor();
      expect(await list.getByRole('listitem').count()).toBe(3);
      await more.click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(stops.length);
      expect(await list.getByRole('listitem').first().textContent()).toContain(stops[0]!.stop_name);
      await page.getByTestId('whats-nearby').scrollIntoViewIfNeeded();
      await viewportShot(page, 'property-details-bus-stops');
      await page.getByRole('button', { name: 'Show less: Bus' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    } else {
      await expect.poll(() => list.getByRole('listitem').count()).toBe(Math.max(1, stops.length));
      expect(await more.count()).toBe(0);
    }
  });

  it('opens the sales history of the postcode', async () => {
    const { postCode } = await details(context, propertyId);
    await page.getByRole('button', { name: 'Sales History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Sales history in ${postCode}`) });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('table').or(dialog.getByTestId('valuation-empty')).count())
      .toBeGreaterThan(0);
    await viewportShot(page, 'property-details-sales-history');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the reported crimes within 500 m with a chart by category', async () => {
    await page.getByRole('button', { name: 'Reported crimes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reported crimes within 500 m' });
    await dialog.waitFor();
    const table = dialog.getByRole('table', { name: 'Reported crimes' });
    await table.waitFor({ timeout: 15_000 });
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Crime', 'Reported By', 'Date', 'Location']);
    await dialog.getByRole('img', { name: /Crimes by category/ }).waitFor();
    await viewportShot(page, 'property-details-crimes');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('saves the property as a favourite, then removes it', async () => {
    const save = page.getByTestId('save-button');
    await expect.poll(() => save.textContent()).toBe('Save');
    await save.click();
    const confirm = page.getByRole('dialog').filter({
      hasText: 'Do you want to add this property to watch list ?',
    });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Property added to favorites').waitFor();
    await expect.poll(() => save.textContent()).toBe('Saved');
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    const status = await context.request.get(
      `${baseURL}/api/property/favorite?propertyId=${propertyId}&type=sale`,
    );
    expect(((await status.json()) as { isFavorite: boolean }).isFavorite).toBe(true);
    await pageShot(page, 'property-details-saved');

    await save.click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'remove this property from your watch list' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByText('Property removed from favorites').waitFor();
    await expect.poll(() => save.textContent()).toBe('Save');
  });

  it('shares the link (copied to the clipboard) and refreshes from the listing source', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await page.getByRole('button', { name: 'Share' }).click();
    if (!hasShare) {
      await page.getByText('Link copied to the clipboard').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${baseURL}/property-details?id=${propertyId}`);
    }
    const reloads = apiCalls.filter((p) => p === '/api/property/reload').length;
    await page.getByRole('button', { name: /^Refresh/ }).click();
    await expect
      .poll(() => apiCalls.filter((p) => p === '/api/property/reload').length)
      .toBe(reloads + 1);
    await expect.poll(() => page.getByTestId('details-price').textContent()).toMatch(/^£/);
  });

  it('shows the full description after Show More (which reloads first) and cuts it again', async () => {
    // A listing whose description is longer than 500 characters, with a price change.
    const res = await context.request.get(
      `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=40&sort=price_variation,asc&isCountRequired=false`,
    );
    const ids = ((await res.json()) as { content: { propertyId: string }[] }).content.map(
      (c) => c.propertyId,
    );
    let long: Details | undefined;
    for (const id of ids) {
      const d = await details(context, id);
      if (!d.isDescLoaded && (d.priceVariation ?? 0) !== 0) {
        long = d;
        break;
      }
    }
    expect(long, 'a listing with a long description and a price change').toBeDefined();
    await page.goto(`${baseURL}/property-details?id=${long!.propertyId}`);
    const text = page.getByTestId('description');
    await text.waitFor();
    const short = (await text.textContent())!;
    expect(short.endsWith('...')).toBe(true);
    expect(short.length).toBe(503);
    const reloads = apiCalls.filter((p) => p === '/api/property/reload').length;
    await page.getByRole('button', { name: 'Show More', exact: true }).click();
    await page.getByRole('button', { name: 'Show Less', exact: true }).waitFor();
    expect(apiCalls.filter((p) => p === '/api/property/reload').length).toBe(reloads + 1);
    const full = (await text.textContent())!;
    expect(full.length).toBeGreaterThan(500);
    expect(full.endsWith('...')).toBe(false);
    await page.getByRole('button', { name: 'Show Less', exact: true }).click();
    expect(await text.textContent()).toBe(short);
    // The price variation block, with the price history.
    const block = page.getByTestId('price-variation');
    await block.getByRole('table', { name: 'Asking prices' }).waitFor();
    await pageShot(page, 'property-details-price-variation');
  });

  it('reloads the property 2 seconds after an image fails, once per image', async () => {
    const { images } = await details(context, propertyId);
    const first = images.split(',')[0]!;
    let failedAt = 0;
    const reloadsAt: number[] = [];
    const onRequest = (req: { url: () => string }) => {
      if (new URL(req.url()).pathname === '/api/property/reload') reloadsAt.push(Date.now());
    };
    await page.route(`**${first}`, (route) => {
      failedAt ||= Date.now();
      return route.abort();
    });
    page.on('request', onRequest);
    await page.goto(`${baseURL}/property-details?id=${propertyId}`);
    await page.getByRole('img', { name: 'No picture' }).first().waitFor();
    await expect.poll(() => reloadsAt.length, { timeout: 6_000 }).toBe(1);
    console.log(`Reload asked ${reloadsAt[0]! - failedAt} ms after the image failed`);
    expect(reloadsAt[0]! - failedAt).toBeGreaterThanOrEqual(1_900);
    // The same picture failing again (after the reload) does not start another one.
    await page.waitForTimeout(3_000);
    expect(reloadsAt.length).toBe(1);
    page.off('request', onRequest);
    await page.unroute(`**${first}`);
  });

  it('follows the ROI badge to the calculator', async () => {
    await page.goto(`${baseURL}/property-details?id=${propertyId}`);
    await page.getByTestId('details-roi').click();
    await page.waitForURL(new RegExp(`/roi\\?propertyId=${propertyId}$`));
    await page.getByTestId('roi-value').waitFor({ timeout: 15_000 });
  });

  it('warns when the property is unknown', async () => {
    await page.goto(`${baseURL}/property-details?id=999999999999`);
    await page.getByText('Property has been removed by the agent').first().waitFor();
    await page.getByTestId('property-gone').waitFor();
    await page.getByRole('link', { name: 'Back to the property search' }).waitFor();
    await viewportShot(page, 'property-details-removed');
  });

  it('says once, with a way on, that no property was chosen (issue 25)', async () => {
    await page.goto(`${baseURL}/property-details`);
    const gone = page.getByTestId('property-gone');
    await gone.waitFor();
    const text = (await gone.textContent()) ?? '';
    expect(text).toMatch(/No property was chosen/);
    expect(text).not.toMatch(/no longer available/);
    await gone.getByRole('link', { name: 'Back to the property search' }).waitFor();
    await viewportShot(page, 'property-details-not-chosen');
  });

  it('fits a phone screen', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${baseURL}/property-details?id=${propertyId}`);
    await phone.getByTestId('details-price').waitFor();
    await phone.getByTestId('nearby').waitFor();
    const { scroll, client } = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await viewportShot(phone, 'property-details-phone');
    await phone.close();
    expect(pageErrors, pageErrors.join('\n')).toEqual([]);
  });
});
