import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, refuseMapTiles } from './lib/browser.ts';
import { signIn, someListingId } from './lib/session.ts';

/**
 * The reports in Chromium: a visitor's House Price Index (menu, durations, views, districts);
 * a member's area analytics for RG1 with paged tables, the valuation report's prepared and
 * edited query, and /valuation. Every page photographed at laptop and phone widths.
 */
const baseURL = inject('baseURL');
const SHOTS = process.env.REPORT_SHOTS ?? path.resolve(import.meta.dirname, 'artifacts', 'reports');
const SIZES = { laptop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
/** A test that walks its pages at both sizes: twice the single page's time, and a busy machine's. */
const BOTH_SIZES_MS = 150_000;

/**
 * Text cut off at the sides: each element holding text whose box leaves the window, or leaves
 * an ancestor that clips or scrolls it (a table cut off, or scrolled out of its box).
 */
function cutText(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const root of Array.from(document.querySelectorAll(sel))) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.children.length > 0 || !el.textContent?.trim()) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        let clipped = box.left < -1 || box.right > width + 1;
        for (let a = el.parentElement; a && !clipped && a !== document.body; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const outer = a.getBoundingClientRect();
          clipped =
            box.left < outer.left - 1 ||
            box.right > outer.right + 1 ||
            box.top < outer.top - 1 ||
            box.bottom > outer.bottom + 1;
        }
        if (clipped) cut.push(el.textContent.trim().slice(0, 40));
      }
    }
    return cut;
  }, selector);
}

/** The rows of a report table: its table rows, or its cards on a phone. */
const rowsOf = (page: Page, testId: string) => page.getByTestId(testId).locator('[data-row]');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('reports', () => {
  let browser: Browser;
  afterAll(() => browser?.close());

  it(
    'lets a visitor read the House Price Index as a chart and a list',
    async () => {
      browser = await launchBrowser();
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${baseURL}/`);
        if (size === 'laptop') {
          const nav = page.getByRole('navigation', { name: 'Main', exact: true });
          await nav.getByRole('button', { name: 'Reports' }).click();
          await page.getByRole('menuitem', { name: 'House Price Index' }).click();
        } else {
          await page.goto(`${baseURL}/hpi-reports`);
        }
        await page.waitForURL(`${baseURL}/hpi-reports`);
        await page.getByRole('heading', { name: 'House Price Index' }).waitFor();
        await page.getByText('latest month held: Dec 2024').waitFor();
        // Top 5 by default: five lines in the chart's table.
        await page.locator('[data-testid="hpi-chart"] .recharts-line').first().waitFor();
        expect(await page.locator('[data-testid="hpi-chart"] .recharts-line').count()).toBe(5);
        await shot(page, `hpi-chart-${size}`);
        await page.getByRole('radio', { name: '1 Year' }).check();
        await page.getByRole('radio', { name: 'Max' }).check();
        await page.locator('[data-testid="hpi-chart"] .recharts-line').first().waitFor();
        // Pick two districts.
        await page.getByLabel('Top 5 Capital Gains').uncheck();
        const picker = page.getByPlaceholder('Type to search districts');
        await picker.fill('Read');
        await page.getByRole('option', { name: /Reading/ }).click();
        await picker.fill('Manch');
        await page.getByRole('option', { name: 'Manchester (Greater Manchester)' }).click();
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="hpi-chart"] .recharts-line').length === 2,
        );
        // Every property type can be seen and chosen, on a phone too.
        expect(await cutText(page, '[aria-label="Property type"]')).toEqual([]);
        await page.locator('label', { hasText: /^Flat$/ }).click();
        await shot(page, `hpi-chart-districts-${size}`);
        // The list: asked 30 rows at a time (spec: list request size 30), shown 15 a page,
        // over the chart's default duration (5 years).
        const asked: URL[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/reports/hpi') asked.push(new URL(r.url()));
        });
        await page.locator('label', { hasText: /^List$/ }).click();
        const list = page.getByTestId('hpi-list');
        await list.getByText('Bracknell Forest').first().waitFor();
        expect(await rowsOf(page, 'hpi-list').count()).toBe(15);
        expect(asked.map((u) => u.searchParams.get('size'))).toEqual(['30']);
        expect(asked[0]!.searchParams.get('duration')).toBe('60');
        expect(await page.getByRole('radio', { name: '5 Years' }).isChecked()).toBe(true);
        // (The demo's HPI holds 15 districts: one page; hpi-view.test.ts pages a longer list.)
        expect(await cutText(page, '[data-testid="hpi-list"]')).toEqual([]);
        // The demo's series are drawn through sampled months: labelled as such, never as the
        // published UK HPI; the column of regions is named Region.
        expect(await page.getByTestId('hpi-latest').textContent()).toContain(
          'Demo series drawn through sampled UK HPI months — not the published UK HPI',
        );
        await list.getByText('Region').first().waitFor();
        await shot(page, `hpi-list-5-years-${size}`);
        await page.getByRole('radio', { name: '1 Year' }).check();
        await page.getByPlaceholder('Region, county or district').fill('Merseyside');
        await expect.poll(() => rowsOf(page, 'hpi-list').count()).toBe(5);
        await shot(page, `hpi-list-${size}`);
        await page.getByRole('button', { name: 'Graphical View' }).click();
        await page.locator('[data-testid="hpi-chart"] .recharts-line').first().waitFor();
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    BOTH_SIZES_MS,
  );

  it(
    'lets a member run area analytics, a valuation report and /valuation',
    async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport });
        await refuseMapTiles(context);
        await signIn(context, baseURL, inject('demoLogin'));
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));

        await page.goto(`${baseURL}/area-analytics`);
        await page.getByPlaceholder('e.g. RG1').fill('RG1');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByTestId('yield-gauge').waitFor();
        const high = page.getByTestId('yields-high');
        await rowsOf(page, 'yields-high').first().waitFor();
        expect(await rowsOf(page, 'yields-high').count()).toBe(10);
        const first = await rowsOf(page, 'yields-high').first().textContent();
        // Nothing of the gauge, the charts or the tables is cut off, on a phone too.
        expect(await cutText(page, '[data-testid="yield-gauge"]')).toEqual([]);
        expect(await cutText(page, '[data-testid^="yields-"]')).toEqual([]);
        await shot(page, `area-analytics-${size}`);
        await high.getByRole('button', { name: '2', exact: true }).click();
        await expect.poll(() => rowsOf(page, 'yields-high').first().textContent()).not.toBe(first);
        const low = page.getByTestId('yields-low');
        await low.getByRole('button', { name: '2', exact: true }).click();
        await shot(page, `area-analytics-paged-${size}`);
        const link = high.locator('a[href^="/estimates-es"]').first();
        expect(await link.getAttribute('href')).toMatch(/^\/estimates-es\?/);

        await page.goto(`${baseURL}/valuation-reports`);
        await page.getByLabel('Post code').fill('RG1 4AY');
        await page.getByLabel('Sold date').fill('2019-06-14');
        await page.getByLabel('Sold price (£)').fill('250000');
        await page.getByLabel('Sq mts').fill('85');
        await page.getByRole('button', { name: 'Prepare Query' }).click();
        const query = page.getByTestId('valuation-query');
        await page.waitForFunction(() =>
          (
            document.querySelector('[data-testid="valuation-query"]') as HTMLTextAreaElement
          )?.value.includes('postcode = RG1 4AY'),
        );
        const text = await query.inputValue();
        await query.fill(text.replace('radius = 1000', 'radius = 800'));
        await page.getByRole('button', { name: 'Get Valuation' }).click();
        await page.getByTestId('valuation-result').waitFor();
        await page.getByText(/within 800 m/).waitFor();
        await shot(page, `valuation-report-${size}`);
        await query.fill(`${text}\nDROP TABLE users = 1`);
        await page.getByRole('button', { name: 'Get Valuation' }).click();
        await page
          .getByText(/Line 8: unknown key/)
          .first()
          .waitFor();
        await shot(page, `valuation-report-error-${size}`);

        await page.goto(`${baseURL}/valuation`);
        await page.getByLabel('Location (postcode)').fill('RG1 4AY');
        await page.getByRole('button', { name: 'Search' }).click();
        await rowsOf(page, 'valuation-list').first().waitFor();
        expect(await cutText(page, '[data-testid="valuation-list"]')).toEqual([]);
        await page.getByTestId('postcode-analytics').waitFor();
        await shot(page, `valuation-${size}`);

        // The property details Analytics tab: area averages and the HPI year on year.
        const id = await someListingId(context, baseURL);
        await page.goto(`${baseURL}/property-details?id=${id}`);
        await page.getByRole('tab', { name: 'Analytics' }).click();
        await page.getByTestId('area-averages').waitFor();
        await page.locator('[data-testid="hpi-yields"] .recharts-line').first().waitFor();
        await page.getByTestId('hpi-yields').scrollIntoViewIfNeeded();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(SHOTS, `details-analytics-${size}.png`) });
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    BOTH_SIZES_MS,
  );

  it('ranks a small area once: no postcode is both high and low yielding', async () => {
    const context = await browser.newContext({ viewport: SIZES.laptop });
    await signIn(context, baseURL, inject('demoLogin'));
    const page = await context.newPage();
    await page.goto(`${baseURL}/area-analytics?areaCode=L24`);
    await rowsOf(page, 'yields-high').first().waitFor();
    await rowsOf(page, 'yields-low').first().waitFor();
    const codes = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('[data-row] a')
        .allTextContents()
        .then((t) => t.map((c) => c.trim()));
    const high = await codes('yields-high');
    const low = await codes('yields-low');
    expect(high.filter((c) => low.includes(c))).toEqual([]);
    const averages = await context.request.get(
      `${baseURL}/api/aggregates/area-averages?areaCode=L24`,
    );
    const { yield_postcodes } = (await averages.json()) as { yield_postcodes: number };
    expect(yield_postcodes).toBeLessThan(20);
    expect(high.length + low.length).toBe(yield_postcodes);
    await page.getByText(`The higher half of the ${yield_postcodes} postcodes`).waitFor();
    await shot(page, 'area-analytics-L24-laptop');
    await context.close();
  });

  it(
    'names the places the data covers when an area or postcode holds nothing',
    async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport });
        await refuseMapTiles(context);
        await signIn(context, baseURL, inject('demoLogin'));
        const page = await context.newPage();
        const coverage = /The demo covers Liverpool L24, Manchester M21 .* and Reading RG1\./;

        await page.goto(`${baseURL}/area-analytics?areaCode=SW19`);
        const outside = page.getByTestId('outside-coverage');
        await outside.waitFor();
        expect(await outside.textContent()).toMatch(/No listings held in SW19/);
        await expect.poll(() => outside.textContent()).toMatch(coverage);
        await shot(page, `area-analytics-SW19-${size}`);
        // A covered district is one click away.
        await outside.getByRole('button', { name: 'RG1' }).click();
        await page.waitForURL(/areaCode=RG1/);
        await page.getByTestId('yield-gauge').waitFor();

        await page.goto(`${baseURL}/valuation`);
        await page.getByLabel('Location (postcode)').fill('SW19 1AA');
        await page.getByRole('button', { name: 'Search' }).click();
        const none = page.getByTestId('outside-coverage');
        await none.waitFor();
        expect(await none.textContent()).toMatch(/SW19 1AA/);
        await expect.poll(() => none.textContent()).toMatch(coverage);
        expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
        await shot(page, `valuation-SW19-${size}`);
        await context.close();
      }
    },
    BOTH_SIZES_MS,
  );

  it(
    'says beside each valuation input what it needs, in the words on the screen',
    async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport });
        await signIn(context, baseURL, inject('demoLogin'));
        const page = await context.newPage();
        await page.goto(`${baseURL}/valuation-reports`);
        await page.getByRole('button', { name: 'Prepare Query' }).click();
        await page.getByText('Enter the post code').waitFor();
        await page.getByText('Enter the sold date (yyyy-mm-dd)').waitFor();
        await page.getByText('Enter the sold price').waitFor();
        await page.getByLabel('Post code').fill('nope');
        await page.getByRole('button', { name: 'Prepare Query' }).click();
        await page.getByText('Must be a full UK postcode such as RG1 5AA').waitFor();
        await page.waitForTimeout(500);
        const toasts = await page.locator('.mantine-Notification-root').allTextContents();
        expect(toasts.join(' ')).not.toMatch(/postCode|soldDate|soldPrice|Invalid/);
        expect(await page.getByTestId('valuation-query').inputValue()).toBe('');
        await shot(page, `valuation-report-messages-${size}`);
        await context.close();
      }
    },
    BOTH_SIZES_MS,
  );

  it(
    'shows the address of each sale beside its energy rating',
    async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport });
        await refuseMapTiles(context);
        await signIn(context, baseURL, inject('demoLogin'));
        const page = await context.newPage();
        const id = await someListingId(context, baseURL);
        await page.goto(`${baseURL}/property-details?id=${id}`);
        const energy = page.getByTestId('energy-table');
        await energy.waitFor({ timeout: 20_000 });
        if (size === 'laptop') {
          await energy.getByRole('columnheader', { name: 'Address' }).waitFor();
        }
        // Each rating's sale is named by the address the sales table shows (cards on a phone).
        const addresses = (testId: string) =>
          page.getByTestId(testId).locator('[data-row] [data-label="Address"]').allTextContents();
        const soldAddresses = await addresses('recent-sales');
        const rated = await addresses('energy-table');
        expect(rated.length).toBeGreaterThan(0);
        for (const address of rated) expect(soldAddresses).toContain(address);
        expect(await cutText(page, '[data-testid="energy-table"]')).toEqual([]);
        await energy.scrollIntoViewIfNeeded();
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(SHOTS, `energy-table-${size}.png`) });
        await context.close();
      }
    },
    BOTH_SIZES_MS,
  );
});
