import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, screenshot } from './lib/browser.ts';
import { openSignedInPage, signIn } from './lib/session.ts';

const baseURL = inject('baseURL');

/** '£165,000' -> 165000; '-' -> null. */
function money(text: string | null): number | null {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

/** 'BMV -5.4%' -> -5.4 */
function percent(text: string | null): number | null {
  const match = /(-?\+?\d+(?:\.\d+)?)%/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** What is on screen (modals and panels sit over the viewport, not the whole page). */
async function viewportShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let modals and drawers finish their opening transition.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The page fits its width: nothing sticks out sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('estimates search: home page to grid, filters, sort, scroll, modals, favourites', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  const cards = () => page.getByTestId('estimate-card');
  const countLine = () => page.getByTestId('count-line');
  let gridAddress = '';

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
  });
  afterAll(() => browser?.close());

  it('searches from the home page by postcode district, chosen from the suggestions', async () => {
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    // The featured carousel and the top cities load for everyone.
    await cards().first().waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
    expect(await cards().count()).toBeLessThanOrEqual(12);
    await expect.poll(() => page.getByTestId('top-city').count()).toBe(6);
    await screenshot(page, 'estimates-home');
    // The carousel moves a page of cards with its next button.
    const row = page.getByRole('group', { name: /Featured Properties/ });
    await page.getByRole('button', { name: 'Next properties' }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);

    const box = page.getByPlaceholder('Search City, Post Code');
    await box.fill('RG1');
    const option = page.getByRole('option', { name: /RG1, Reading/ });
    await option.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('RG1, Reading');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await page.waitForURL(/\/estimates-es\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('districts')).toBe('RG1');
    expect(url.searchParams.get('searchText')).toBe('RG1, Reading');
    await expect
      .poll(() => countLine().textContent(), { timeout: 20_000 })
      .toMatch(/^Total [\d,]+ Properties found in RG1, Reading$/);
    await expect.poll(() => cards().count()).toBe(12);
  });

  it('narrows by type, price and a toggle; every filter lands in the address', async () => {
    const before = await countLine().textContent();
    await page.getByRole('button', { name: 'Property type: All' }).click();
    // The boxes are controlled by the address: click, then wait for the address to change.
    await page.getByRole('checkbox', { name: 'Terraced' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/propertyTypes=T/);

    await page.getByRole('button', { name: /^Price: / }).click();
    await page.getByLabel('Min price').fill('100k');
    await page.getByLabel('Min price').press('Enter');
    await page.waitForURL(/minPrice=100000/);
    await page.getByLabel('Max price').fill('£400,000');
    await page.getByLabel('Max price').press('Enter');
    await page.waitForURL(/maxPrice=400000/);
    // The box shows the price formatted once it is left.
    await page.getByLabel('Min price').focus();
    await page.getByLabel('Max price').focus();
    expect(await page.getByLabel('Min price').inputValue()).toBe('£100,000');
    await page.keyboard.press('Escape');

    await page.getByRole('checkbox', { name: 'BMV', exact: true }).click();
    await page.waitForURL(/bmv=true/);
    await expect.poll(() => countLine().textContent(), { timeout: 20_000 }).not.toBe(before);

    await cards().first().waitFor();
    for (const card of await cards().all()) {
      const price = money(await card.getByTestId('list-price').textContent());
      expect(price).toBeGreaterThanOrEqual(100_000);
      expect(price).toBeLessThanOrEqual(400_000);
      expect(percent(await card.getByTestId('bmv').textContent())).toBeLessThan(0);
    }
    await screenshot(page, 'estimates-grid');
  });

  it('has the advanced filters in the More panel, closed by Done', async () => {
    await page.getByRole('button', { name: /^More/ }).click();
    const panel = page.getByRole('dialog', { name: 'More filters' });
    await panel.waitFor();
    for (const label of [
      'Schools',
      'Bus stops',
      'Train stations',
      'Market value %',
      'Floor area',
      'Plot area',
      'Deprivation index',
    ]) {
      await expect(panel.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await panel.getByLabel('Exclude Sold STC').click();
    await viewportShot(page, 'estimates-filter-panel');
    await panel.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/soldSTC=false/);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('Sold STC', { exact: true }).count()).toBe(0);
  });

  async function bmvValues(): Promise<number[]> {
    const values: number[] = [];
    for (const card of await cards().all()) {
      const value = percent(await card.getByTestId('bmv').textContent());
      if (value !== null) values.push(value);
    }
    return values;
  }

  it('sorts by BMV; clicking the active sort flips the direction', async () => {
    await page.getByRole('button', { name: 'Sort by BMV' }).click();
    await page.waitForURL(/sort=avg_bmv%2Casc|sort=avg_bmv,asc/);
    await expect
      .poll(async () => {
        const v = await bmvValues();
        return v.length === 12 && v.every((x, i) => i === 0 || v[i - 1]! <= x);
      })
      .toBe(true);

    await page.getByRole('button', { name: /^BMV, ascending/ }).click();
    await page.waitForURL(/sort=avg_bmv%2Cdesc|sort=avg_bmv,desc/);
    await expect
      .poll(async () => {
        const v = await bmvValues();
        return v.length === 12 && v.every((x, i) => i === 0 || v[i - 1]! >= x);
      })
      .toBe(true);

    await page.getByRole('button', { name: /^BMV, descending/ }).click();
    await page.waitForURL(/sort=avg_bmv%2Casc|sort=avg_bmv,asc/);
    await expect.poll(async () => (await bmvValues())[0]).toBeLessThan(-5);
  });

  it('loads 12 more as the list is scrolled to its end', async () => {
    expect(await cards().count()).toBe(12);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(24);
    const ids = await cards()
      .getByTestId('card-address')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(ids.length % 12).toBe(0);
    expect(new Set(ids).size).toBe(ids.length);
    // Still ascending across the two loads.
    const values = await bmvValues();
    expect(values.every((x, i) => i === 0 || values[i - 1]! <= x)).toBe(true);
    gridAddress = page.url();
  });

  it('opens the sales history of a postcode half a second after the click', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = cards().first();
    const clicked = Date.now();
    await card.getByRole('button', { name: 'Sales history' }).click();
    const dialog = page.getByRole('dialog', { name: /Sales history in/ });
    await dialog.waitFor();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
    const headers = await dialog.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Address',
      'Sold Price',
      'Size SQM',
      'Property Type',
      'Est Price',
      'Sold On',
    ]);
    const rows = dialog.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    expect(await dialog.getByLabel('Rows per page').inputValue()).toBe('10');
    await viewportShot(page, 'estimates-sales-history');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the price history from a price change arrow', async () => {
    const arrow = page.getByTestId('price-change').first();
    await arrow.scrollIntoViewIfNeeded();
    await arrow.click();
    const dialog = page.getByRole('dialog', { name: 'Price history', exact: true });
    await dialog.waitFor();
    // The table comes with the answer (a loader before it).
    await dialog.getByRole('columnheader').first().waitFor();
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual([
      'Price',
      'Updated On',
    ]);
    await expect
      .poll(() => dialog.getByText(/^(Decreased|Increased) by [\d.]+%$/).count())
      .toBeGreaterThan(0);
    await viewportShot(page, 'estimates-price-history');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('adds a favourite after the confirmation, then removes it on the favourites page', async () => {
    const card = cards().nth(1);
    const address = await card.getByTestId('card-address').textContent();
    await card.getByRole('button', { name: 'Add to watch list' }).click();
    const confirm = page.getByRole('dialog').filter({
      hasText: 'Do you want to add this property to watch list ?',
    });
    await confirm.waitFor();
    await viewportShot(page, 'estimates-add-favourite');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Property added to favorites').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'In your watch list' }).waitFor();

    // A second try from another tab's stale card: the server's 409 and its toast.
    const res = await context.request.post(`${baseURL}/api/favorite-properties`, {
      data: {
        estimatePropertyId: new URL(
          `${baseURL}${await card.getByTestId('card-address').getAttribute('href')}`,
        ).searchParams.get('id'),
      },
      headers: { 'x-requested-with': 'yardstick' },
    });
    expect(res.status()).toBe(409);

    await page.goto(`${baseURL}/favorite-properties`);
    const favourite = cards().filter({ has: page.getByText(address!, { exact: true }) });
    await favourite.waitFor();
    await screenshot(page, 'estimates-favourites');
    const before = await cards().count();
    await favourite.getByRole('button', { name: 'Remove from favourites' }).click();
    // Gone at once (optimistic), before the toast confirms it.
    await expect.poll(() => favourite.count(), { timeout: 2_000 }).toBe(0);
    expect(await cards().count()).toBe(before - 1);
    await page.getByText('Property removed from favorites').waitFor();
  });

  it('reloads the grid with the same filter in the address', async () => {
    await page.goto(gridAddress);
    await page.reload();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      districts: 'RG1',
      searchText: 'RG1, Reading',
      propertyTypes: 'T',
      minPrice: '100000',
      maxPrice: '400000',
      bmv: 'true',
      soldSTC: 'false',
      sort: 'avg_bmv,asc',
    });
    await expect
      .poll(() => page.getByPlaceholder('Search City, Post Code').inputValue())
      .toBe('RG1, Reading');
    expect(await page.getByRole('checkbox', { name: 'BMV', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Property type: Terraced' }).waitFor();
    await page.getByRole('button', { name: 'Price: £100k – £400k' }).waitFor();
    await expect.poll(() => countLine().textContent()).toMatch(/found in RG1, Reading$/);
    // Back goes to the previous filter.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/favorite-properties');
  });

  it('hands the filter to the map view through the MAP VIEW link', async () => {
    await page.goto(gridAddress);
    const link = page.getByRole('link', { name: 'MAP VIEW' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/estimates-map-es\?/);
    expect(new URL(`${baseURL}${href}`).searchParams.get('districts')).toBe('RG1');
    await link.click();
    await page.waitForURL(/\/estimates-map-es/);
    const stored = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('_filter'))) ?? '{}',
    ) as Record<string, string>;
    expect(stored).toMatchObject({ districts: 'RG1', bmv: 'true', sort: 'avg_bmv,asc' });
  });

  it('offers the result as CSV', async () => {
    await page.goto(gridAddress);
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/property\/price\/estimates\/export\.csv\?/);
    const res = await context.request.get(`${baseURL}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const body = await res.body();
    // UTF-8 with a byte order mark, so spreadsheets read it as UTF-8.
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Property ID,Address,Postcode,/);
    expect(lines.length).toBeGreaterThan(24);
  });

  it('fits a 390 px phone and a 1366 px laptop without sideways overflow', async () => {
    await expectNoSidewaysOverflow(page);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(phone, baseURL, inject('demoLogin'));
    const p = await phone.newPage();
    p.on('pageerror', (err) => pageErrors.push(err.message));
    const firstCard = () => p.getByTestId('estimate-card').first();

    await p.goto(`${baseURL}/`);
    await firstCard().waitFor();
    await expectNoSidewaysOverflow(p);
    await viewportShot(p, 'estimates-home-mobile');
    await firstCard().scrollIntoViewIfNeeded();
    await viewportShot(p, 'estimates-home-mobile-featured');

    const grid = new URL(gridAddress);
    await p.goto(`${baseURL}${grid.pathname}${grid.search}`);
    await firstCard().waitFor();
    await expectNoSidewaysOverflow(p);
    await viewportShot(p, 'estimates-grid-mobile');
    await firstCard().scrollIntoViewIfNeeded();
    await viewportShot(p, 'estimates-grid-mobile-card');

    await p.evaluate(() => window.scrollTo(0, 0));
    // On a phone the filters fold behind the Filters button (issue 14).
    await p.getByTestId('filters-toggle').click();
    await expectNoSidewaysOverflow(p);
    await p.getByRole('button', { name: /^More/ }).click();
    await p.getByRole('dialog', { name: 'More filters' }).waitFor();
    await viewportShot(p, 'estimates-filter-panel-mobile');
    await p.keyboard.press('Escape');

    await firstCard().getByRole('button', { name: 'Sales history' }).click();
    await p.getByRole('dialog', { name: /Sales history in/ }).waitFor();
    await expect.poll(() => p.locator('tbody tr').count()).toBeGreaterThan(0);
    await viewportShot(p, 'estimates-sales-history-mobile');
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});

/** Where the window is scrolled to, and whether an element is wholly on screen. */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
async function inView(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('scroll position: a new page opens at the top, back and forward return (issue 25)', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];
  const cards = () => page.getByTestId('estimate-card');

  beforeAll(async () => {
    ({ browser, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
  });
  afterAll(() => browser?.close());

  it('opens a card of a scrolled grid at the top; Back returns to the card, Forward to the top', async () => {
    await page.goto(`${baseURL}/estimates-es?districts=RG1&searchText=RG1`);
    await cards().first().waitFor({ timeout: 20_000 });
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(24);
    const card = cards().nth(13);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const gridY = await scrollY(page);
    expect(gridY).toBeGreaterThan(1000);
    const address = card.getByTestId('card-address');
    const href = await address.getAttribute('href');
    await address.click();
    await page.waitForURL(`${baseURL}${href}`);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByTestId('details-price').waitFor({ timeout: 20_000 });
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, heading)).toBe(true);
    await viewportShot(page, 'scroll-details-opened-from-grid');

    await page.goBack();
    await page.waitForURL(/\/estimates-es\?/);
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(gridY - 40);
    expect(await scrollY(page)).toBeLessThan(gridY + 40);
    expect(await inView(page, page.locator(`[data-testid="card-address"][href="${href}"]`))).toBe(
      true,
    );
    await viewportShot(page, 'scroll-grid-after-back');

    await page.goForward();
    await page.waitForURL(`${baseURL}${href}`);
    await page.getByTestId('details-price').waitFor();
    expect(await scrollY(page)).toBe(0);
  });

  it('opens a similar property from the bottom of a details page at the top', async () => {
    const similar = page.getByTestId('similar');
    await similar.getByTestId('estimate-card').first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const bottomY = await scrollY(page);
    expect(bottomY).toBeGreaterThan(1000);
    const from = page.url();
    const link = similar.getByTestId('card-address').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${baseURL}${href}`);
    await page.getByTestId('details-price').waitFor({ timeout: 20_000 });
    expect(await scrollY(page)).toBe(0);
    expect(await inView(page, page.getByRole('heading', { level: 1 }))).toBe(true);
    await viewportShot(page, 'scroll-similar-opened-at-top');

    await page.goBack();
    await page.waitForURL(from);
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(bottomY - 40);
    expect(pageErrors).toEqual([]);
  });

  it('opens an address typed into the browser at the top, wherever the last page was', async () => {
    await page.goto(`${baseURL}/estimates-es?districts=RG1&searchText=RG1`);
    await cards().first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBeGreaterThan(1500);
    // A new document: its first history entry has no key of its own.
    await page.goto(`${baseURL}/estimates-es?districts=M21&searchText=M21`);
    await cards().first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
    // A reload returns to the place.
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(300);
    await page.reload();
    await cards().first().waitFor({ timeout: 20_000 });
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(650);
  });

  it('keeps the place on a phone too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/estimates-es?districts=RG1&searchText=RG1`);
    await cards().first().waitFor({ timeout: 20_000 });
    const card = cards().nth(5);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const gridY = await scrollY(page);
    expect(gridY).toBeGreaterThan(1000);
    const href = await card.getByTestId('card-address').getAttribute('href');
    await card.getByTestId('card-address').click();
    await page.waitForURL(`${baseURL}${href}`);
    await page.getByTestId('details-price').waitFor({ timeout: 20_000 });
    expect(await scrollY(page)).toBe(0);
    await viewportShot(page, 'scroll-details-opened-from-grid-phone');
    await page.goBack();
    // The same place, the same card on screen (the phone's filter bar is folded from the
    // first render, so nothing above the grid moves after the place is restored).
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(gridY - 40);
    expect(await scrollY(page)).toBeLessThan(gridY + 40);
    const again = page.locator(`[data-testid="card-address"][href="${href}"]`);
    expect(await inView(page, again)).toBe(true);
    await viewportShot(page, 'scroll-grid-after-back-phone');
  });
});

describe('favourites and sort labels (issue 25)', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];
  const cards = () => page.getByTestId('estimate-card');

  beforeAll(async () => {
    ({ browser, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
  });
  afterAll(() => browser?.close());

  it("labels the grid's first sort link Recently Added, as the spec does", async () => {
    await page.goto(`${baseURL}/estimates-es?districts=RG1&searchText=RG1`);
    await cards().first().waitFor({ timeout: 20_000 });
    const links = page.getByRole('navigation', { name: 'Sort by' }).getByRole('button');
    expect((await links.allTextContents())[0]).toBe('Recently Added');
  });

  it('offers to remove a favourite from its filled heart, with the same confirmation', async () => {
    const card = cards().nth(2);
    const address = (await card.getByTestId('card-address').textContent())!;
    await card.getByRole('button', { name: 'Add to watch list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const filled = card.getByRole('button', { name: 'In your watch list' });
    await filled.waitFor();
    await filled.click();
    const confirm = page.getByRole('dialog').filter({
      hasText: 'Do you want to remove this property from your watch list?',
    });
    await confirm.waitFor();
    await viewportShot(page, 'estimates-remove-favourite-from-heart');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Property removed from favorites').waitFor();
    await card.getByRole('button', { name: 'Add to watch list' }).waitFor();

    // Gone from the favourites list too.
    await page.goto(`${baseURL}/favorite-properties`);
    await page.getByTestId('count-line').waitFor();
    await expect
      .poll(() => page.getByTestId('card-address').filter({ hasText: address }).count())
      .toBe(0);
  });

  it('gives /favorite-properties its breadcrumbs, as /favorite-plo-properties has', async () => {
    await page.goto(`${baseURL}/favorite-properties`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.waitFor({ timeout: 10_000 });
    expect(await crumbs.textContent()).toMatch(/Home.*Favourites.*Favourite properties/);
    await screenshot(page, 'favorite-properties-breadcrumbs');
    await page.setViewportSize({ width: 390, height: 844 });
    await viewportShot(page, 'favorite-properties-breadcrumbs-phone');
    expect(pageErrors).toEqual([]);
  });
});
