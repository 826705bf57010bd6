import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS } from './lib/browser.ts';
import { openSignedInPage } from './lib/session.ts';

const baseURL = inject('baseURL');

/** Screenshots of the PLO pages, at laptop and phone widths (looked at by hand). */
const SHOTS = process.env.PLO_SHOTS_DIR ?? path.join(ARTIFACTS, 'plo');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

interface PloItem {
  salePropertyId: string;
  rentPropertyId: string;
  salePrice: number;
  rentPrice: number;
  location?: string | null;
  propertyType?: string | null;
}

describe('PLO: list, filter and sort, map and back, details, favourites', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let pair: PloItem | undefined;

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
  });
  afterAll(() => browser?.close());

  it('the demo holds at least 150 PLO pairs', async () => {
    const res = await context.request.get(`${baseURL}/api/property/plo?size=1`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { page: { totalElements: number } };
    console.log(`Demo PLO items: ${body.page.totalElements}`);
    expect(body.page.totalElements).toBeGreaterThanOrEqual(150);
  });

  it('reaches /plo from the header menu; 12 cards, then more on scrolling', async () => {
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: /^PLO/ }).first().click();
    await page.getByRole('menuitem', { name: 'List' }).click();
    await page.waitForURL(/\/plo(\?|$)/);
    const cards = page.getByTestId('plo-card');
    await cards.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => cards.count()).toBe(12);
    await expect(page.getByTestId('count-line').textContent()).resolves.toMatch(/PLO propert/);
    await shot(page, 'plo-laptop');
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(12);
  });

  it('filters by district and sorts by sale price both ways', async () => {
    await page.goto(`${baseURL}/plo?districts=RG1&searchText=RG1`);
    const prices = async () => {
      const texts = await page.getByTestId('sale-price').allTextContents();
      return texts.map((t) => Number(t.replace(/[^0-9]/g, '')));
    };
    const sorted = (values: number[], dir: 1 | -1) =>
      values.length > 1 && values.every((v, i) => i === 0 || (v - values[i - 1]!) * dir >= 0);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Sale Price: low to high' });
    await page.waitForURL(/sort=list_price%2Casc|sort=list_price,asc/);
    await expect.poll(async () => sorted(await prices(), 1), { timeout: 15_000 }).toBe(true);
    const lowest = (await prices())[0]!;
    await sort.selectOption({ label: 'Sale Price: high to low' });
    await page.waitForURL(/list_price%2Cdesc|list_price,desc/);
    await expect.poll(async () => sorted(await prices(), -1), { timeout: 15_000 }).toBe(true);
    expect((await prices())[0]!).toBeGreaterThan(lowest);
    const addresses = await page.getByTestId('card-address').allTextContents();
    expect(addresses.every((a) => /RG1/.test(a))).toBe(true);
  });

  it('on /plo-es flips the sort link, goes to the map and back with the filter kept', async () => {
    await page.goto(`${baseURL}/plo-es?districts=RG1&searchText=RG1`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Sort by Bedrooms' }).click();
    await page.waitForURL(/bedrooms/);
    await page.getByRole('button', { name: /^Bedrooms, ascending: click to reverse/ }).click();
    await page.waitForURL(/bedrooms%2Cdesc|bedrooms,desc/);
    await shot(page, 'plo-es-laptop');
    await page.getByRole('link', { name: /MAP VIEW/i }).click();
    await page.waitForURL(/\/plo-map-es/);
    expect(page.url()).toMatch(/RG1/);
    await page.getByTestId('map-list').waitFor({ timeout: 20_000 });
    await page.locator('.leaflet-interactive').first().waitFor({ timeout: 20_000 });
    await shot(page, 'plo-map-es-laptop');
    await page.getByRole('link', { name: /GRID VIEW/i }).click();
    await page.waitForURL(/\/plo-es/);
    expect(page.url()).toMatch(/RG1/);
    expect(page.url()).toMatch(/bedrooms/);
  });

  it('opens a PLO details page from a marker in a new tab', async () => {
    await page.goto(`${baseURL}/plo-map-es?districts=RG1&searchText=RG1`);
    const container = page.locator('.leaflet-container');
    await expect
      .poll(() => container.getAttribute('data-markers-drawn'), { timeout: 20_000 })
      .toMatch(/^[1-9]/);
    console.log(
      `PLO map: ${await container.getAttribute('data-markers-drawn')} markers first painted ${await container.getAttribute('data-markers-drawn-at')} ms after navigation start`,
    );
    // A drawn marker on the canvas: a dot in one of the PLO yield colours.
    const spot = await page.evaluate(() => {
      const colours = [
        [0x2b, 0x8a, 0x3e],
        [0x0c, 0xa6, 0x78],
        [0x86, 0x8e, 0x96],
      ];
      for (const canvas of Array.from(
        document.querySelectorAll<HTMLCanvasElement>('.leaflet-overlay-pane canvas'),
      )) {
        const ctx = canvas.getContext('2d');
        if (!ctx) continue;
        const rect = canvas.getBoundingClientRect();
        const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const scale = rect.width / width;
        for (let y = Math.floor(height * 0.2); y < height * 0.8; y++) {
          for (let x = Math.floor(width * 0.2); x < width * 0.8; x++) {
            const i = (y * width + x) * 4;
            if (data[i + 3]! < 220) continue;
            const hit = colours.some(
              ([r, g, b]) =>
                Math.abs(data[i]! - r!) < 10 &&
                Math.abs(data[i + 1]! - g!) < 10 &&
                Math.abs(data[i + 2]! - b!) < 10,
            );
            if (hit) return { x: rect.left + (x + 1) * scale, y: rect.top + (y + 5) * scale };
          }
        }
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.mouse.click(spot!.x, spot!.y);
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.textContent()).toMatch(/Sale price£[\d,]+.*Rent£[\d,]+ pcm/);
    await shot(page, 'plo-map-es-popup-laptop');
    const link = page.getByRole('link', { name: 'View PLO details' });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [details] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await details.waitForURL(/\/plo-details\?saleId=\d+&rentId=\d+/);
    const url = new URL(details.url());
    pair = {
      salePropertyId: url.searchParams.get('saleId')!,
      rentPropertyId: url.searchParams.get('rentId')!,
      salePrice: 0,
      rentPrice: 0,
    };
    await details.getByTestId('plo-rent-price').waitFor({ timeout: 20_000 });
    await details.close();
  });

  it('pages the gallery both ways, opens each tab', async () => {
    await page.goto(
      `${baseURL}/plo-details?saleId=${pair!.salePropertyId}&rentId=${pair!.rentPropertyId}`,
    );
    await page.getByTestId('plo-sale-price').waitFor({ timeout: 20_000 });
    // The header's badge; the similar pairs' cards below carry their own.
    await expect(
      page
        .getByTestId('rent-status')
        .filter({ hasText: /^Rental: / })
        .textContent(),
    ).resolves.toMatch(/To Let|Let Agreed/);
    const position = page.getByTestId('gallery-position');
    if (await position.count()) {
      const [, count] = ((await position.textContent()) ?? '1 / 1').split(' / ');
      await page.getByRole('button', { name: 'Previous picture' }).click();
      expect(await position.textContent()).toBe(`${count} / ${count}`);
      await page.getByRole('button', { name: 'Next picture' }).click();
      expect(await position.textContent()).toBe(`1 / ${count}`);
    }
    await page.getByTestId('description').waitFor();
    await shot(page, 'plo-details-laptop');
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByTestId('plo-yield').waitFor();
    expect(await page.getByTestId('plo-yield').textContent()).toMatch(/%/);
    await page.getByRole('tab', { name: 'Floor Plan' }).click();
    await page
      .getByText('There are no floor plans for this property')
      .or(page.getByRole('img', { name: /^Floor plan 1 of / }))
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Description' }).click();
  });

  it('saves it as a favourite, finds it on /favorite-plo-properties and removes it there', async () => {
    await page.getByTestId('save-button').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByTestId('save-button').textContent()).toBe('Saved');
    await page.goto(`${baseURL}/favorite-plo-properties`);
    const cards = page.getByTestId('plo-card');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBe(1);
    await shot(page, 'favorite-plo-properties-laptop');
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByTestId('plo-empty').waitFor({ timeout: 10_000 });
  });

  it('a removed pair shows the warning', async () => {
    await page.goto(`${baseURL}/plo-details?saleId=${pair!.salePropertyId}&rentId=999999999`);
    await page.getByText('Property has been removed by the agent').first().waitFor({
      timeout: 15_000,
    });
    expect(pageErrors).toEqual([]);
  });

  it('fits a phone: every PLO page', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies(await context.cookies());
    const p = await phone.newPage();
    const pages: [string, string][] = [
      ['plo-phone', '/plo'],
      ['plo-es-phone', '/plo-es'],
      ['plo-map-es-phone', '/plo-map-es?districts=RG1&searchText=RG1'],
      [
        'plo-details-phone',
        `/plo-details?saleId=${pair!.salePropertyId}&rentId=${pair!.rentPropertyId}`,
      ],
      ['favorite-plo-properties-phone', '/favorite-plo-properties'],
    ];
    for (const [name, url] of pages) {
      await p.goto(`${baseURL}${url}`);
      await p.waitForLoadState('networkidle').catch(() => undefined);
      await p.waitForTimeout(800);
      const overflow = await p.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${url} is wider than the phone`).toBeLessThanOrEqual(1);
      await shot(p, name);
    }
    await phone.close();
  });
});

describe('PLO pages stay PLO pages (issue 25)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let pair: PloItem;
  /** A pair with fewer than 12 PLO pairs of its type nearby: sale listings fill its row. */
  let sparse: PloItem;

  beforeAll(async () => {
    ({ browser, context, page, pageErrors } = await openSignedInPage(baseURL, inject('demoLogin')));
    // A terraced pair in Reading: other PLO pairs of its type lie near it.
    const res = await context.request.get(
      `${baseURL}/api/property/plo?districts=RG1&propertyTypes=T&size=1`,
    );
    pair = ((await res.json()) as { content: PloItem[] }).content[0]!;
    const all = await context.request.get(
      `${baseURL}/api/property/plo?size=100&sort=bedrooms,desc`,
    );
    for (const item of ((await all.json()) as { content: PloItem[] }).content) {
      if (!item.location || !item.propertyType) continue;
      const [lat, lng] = item.location.split(',');
      const similar = await context.request.get(`${baseURL}/api/property/plo/similar`, {
        params: {
          latitude: lat!,
          longitude: lng!,
          propertyType: item.propertyType,
          salePropertyId: item.salePropertyId,
        },
      });
      const n = ((await similar.json()) as unknown[]).length;
      if (n >= 1 && n < 12) {
        sparse = item;
        break;
      }
    }
    expect(sparse).toBeDefined();
  });
  afterAll(() => browser?.close());

  const countLine = () => page.getByTestId('count-line');

  it('keeps the word PLO in the count line once a filter is on', async () => {
    await page.goto(`${baseURL}/plo`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => countLine().textContent()).toMatch(/^[\d,]+ PLO properties across UK$/);
    await page.goto(`${baseURL}/plo?minBeds=3`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => countLine().textContent()).toMatch(/^[\d,]+ PLO properties across UK$/);
    await page.goto(`${baseURL}/plo-es?districts=RG1&searchText=RG1`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() => countLine().textContent())
      .toMatch(/^Total [\d,]+ PLO properties found in RG1$/);
    await shot(page, 'plo-es-count-line-laptop');
  });

  it('writes the rent against the area median as one sentence', async () => {
    await page.goto(`${baseURL}/plo-es?districts=RG1&searchText=RG1`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    const lines = await page.getByTestId('rent-vs-area').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^Rent [a-z\d]/);
  });

  it("shows the map's sort select whole after the grid's Recently Added was reversed", async () => {
    await page.goto(`${baseURL}/plo-es?districts=RG1&searchText=RG1`);
    await page.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Recently Added, descending: click to reverse/ })
      .click();
    await page.waitForURL(/updated_on%2Casc|updated_on,asc/);
    await page.getByRole('link', { name: /MAP VIEW/i }).click();
    await page.waitForURL(/\/plo-map-es/);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await select.waitFor({ timeout: 20_000 });
    const fit = await select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el.options[el.selectedIndex]!.text;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, width: ctx.measureText(text).width, room };
    });
    console.log(`PLO map sort: '${fit.text}' ${Math.round(fit.width)} px in ${fit.room} px`);
    expect(fit.width, `'${fit.text}' is cut`).toBeLessThanOrEqual(fit.room);
    // The list beside the map gives each pair's rent.
    const list = page.getByTestId('map-list');
    await list.getByTestId('map-list-row').first().waitFor({ timeout: 20_000 });
    const headers = await list.getByRole('columnheader').allTextContents();
    expect(headers.join('|')).toMatch(/Rent/);
    const rentColumn = headers.findIndex((h) => /Rent/.test(h));
    const rent = await list
      .getByTestId('map-list-row')
      .first()
      .locator('td')
      .nth(rentColumn)
      .textContent();
    expect(rent).toMatch(/^£[\d,]+/);
    await shot(page, 'plo-map-es-sort-laptop');
  });

  it("heads the details page's similar grid SIMILAR PROPERTIES, PLO pairs first, sales said so", async () => {
    await page.goto(
      `${baseURL}/plo-details?saleId=${pair.salePropertyId}&rentId=${pair.rentPropertyId}`,
    );
    await page.getByTestId('plo-sale-price').waitFor({ timeout: 20_000 });
    const similar = page.getByTestId('similar');
    await similar.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    await similar.scrollIntoViewIfNeeded();
    expect(await similar.getByRole('heading', { level: 2 }).innerText()).toBe('SIMILAR PROPERTIES');
    const hrefs = await similar
      .getByTestId('plo-card')
      .getByTestId('card-address')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/plo-details\?saleId=\d+&rentId=\d+$/);
    // Not the pair itself.
    expect(hrefs.some((h) => h.includes(`saleId=${pair.salePropertyId}&`))).toBe(false);
    // Every sale listing without a rental says so.
    const sales = similar.getByTestId('estimate-card');
    for (let i = 0; i < (await sales.count()); i++) {
      expect(await sales.nth(i).textContent()).toMatch(/Sale listing only/);
    }
    await shot(page, 'plo-details-similar-laptop');
    // Clicking one stays among PLO pairs.
    await similar.getByTestId('plo-card').first().getByTestId('card-address').click();
    await page.waitForURL(new RegExp(hrefs[0]!.replace(/[?]/g, '\\?')));
    await page.getByTestId('plo-sale-price').waitFor({ timeout: 20_000 });
  });

  it('fills the similar row with sale listings after the PLO pairs, each saying so', async () => {
    await page.goto(
      `${baseURL}/plo-details?saleId=${sparse.salePropertyId}&rentId=${sparse.rentPropertyId}`,
    );
    const similar = page.getByTestId('similar');
    await similar.getByTestId('plo-card').first().waitFor({ timeout: 20_000 });
    const sales = similar.getByTestId('estimate-card');
    await sales.first().waitFor({ timeout: 20_000 });
    const kinds = await similar
      .locator('[data-testid="plo-card"], [data-testid="estimate-card"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));
    // The pairs first, then the sales: at most 12 in all.
    expect(kinds.indexOf('estimate-card')).toBeGreaterThan(kinds.lastIndexOf('plo-card'));
    expect(kinds.length).toBeLessThanOrEqual(12);
    for (let i = 0; i < (await sales.count()); i++) {
      expect(await sales.nth(i).getByTestId('card-tag').textContent()).toBe('Sale listing only');
    }
    await sales.first().scrollIntoViewIfNeeded();
    await similar.scrollIntoViewIfNeeded();
    await shot(page, 'plo-details-similar-sales-laptop');
  });

  it("leaves the pair's own rental out of Nearby rentals", async () => {
    await page.goto(
      `${baseURL}/plo-details?saleId=${pair.salePropertyId}&rentId=${pair.rentPropertyId}`,
    );
    const rows = page.getByTestId('rentals').locator('li[data-property-id]');
    await rows.first().waitFor({ timeout: 20_000 });
    const ids = await rows.evaluateAll((items) =>
      items.map((li) => li.getAttribute('data-property-id')),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(pair.rentPropertyId);
    await page.getByTestId('rentals').scrollIntoViewIfNeeded();
    await shot(page, 'plo-details-rentals-laptop');
  });

  it('says once, with a way on, that no PLO property was chosen', async () => {
    await page.goto(`${baseURL}/plo-details`);
    const gone = page.getByTestId('property-gone');
    await gone.waitFor({ timeout: 10_000 });
    const text = (await gone.textContent()) ?? '';
    expect(text).toMatch(/No PLO property was chosen/);
    expect(text).not.toMatch(/no longer available/);
    await gone.getByRole('link', { name: /PLO/ }).waitFor();
    await shot(page, 'plo-details-not-chosen-laptop');
  });

  it('fits a phone: the pages changed', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies(await context.cookies());
    const p = await phone.newPage();
    const details = `/plo-details?saleId=${pair.salePropertyId}&rentId=${pair.rentPropertyId}`;
    const pages: [string, string, string | null][] = [
      ['plo-es-count-line-phone', '/plo-es?districts=RG1&searchText=RG1', null],
      [
        'plo-map-es-sort-phone',
        '/plo-map-es?districts=RG1&searchText=RG1&sort=updated_on,asc',
        null,
      ],
      ['plo-details-similar-phone', details, 'similar'],
      ['plo-details-rentals-phone', details, 'rentals'],
      [
        'plo-details-similar-sales-phone',
        `/plo-details?saleId=${sparse.salePropertyId}&rentId=${sparse.rentPropertyId}`,
        'similar',
      ],
      ['plo-details-not-chosen-phone', '/plo-details', null],
    ];
    for (const [name, url, section] of pages) {
      await p.goto(`${baseURL}${url}`);
      await p.waitForLoadState('networkidle').catch(() => undefined);
      if (section) {
        await p.getByTestId(section).waitFor({ timeout: 20_000 });
        await p.getByTestId(section).scrollIntoViewIfNeeded();
      }
      await p.waitForTimeout(800);
      const overflow = await p.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${url} is wider than the phone`).toBeLessThanOrEqual(1);
      await shot(p, name);
    }
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
