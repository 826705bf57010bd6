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

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('reports', () => {
  let browser: Browser;
  afterAll(() => browser?.close());

  it('lets a visitor read the House Price Index as a chart and a list', async () => {
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
      await page.locator('label', { hasText: /^Flat$/ }).click();
      await shot(page, `hpi-chart-districts-${size}`);
      // The list.
      await page.locator('label', { hasText: /^List$/ }).click();
      const list = page.getByTestId('hpi-list');
      await list.getByRole('cell', { name: 'Bracknell Forest' }).waitFor();
      expect(await list.locator('tbody tr').count()).toBe(15);
      await page.getByRole('radio', { name: '5 Years' }).check();
      await page.getByPlaceholder('County or District').fill('Merseyside');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="hpi-list"] tbody tr').length === 5,
      );
      await shot(page, `hpi-list-${size}`);
      await page.getByRole('button', { name: 'Graphical View' }).click();
      await page.locator('[data-testid="hpi-chart"] .recharts-line').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('lets a member run area analytics, a valuation report and /valuation', async () => {
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
      await high.locator('tbody tr').first().waitFor();
      expect(await high.locator('tbody tr').count()).toBe(10);
      const first = await high.locator('tbody tr').first().textContent();
      await shot(page, `area-analytics-${size}`);
      await high.getByRole('button', { name: '2', exact: true }).click();
      await page.waitForFunction(
        (text) =>
          document.querySelector('[data-testid="yields-high"] tbody tr')?.textContent !== text,
        first,
      );
      const low = page.getByTestId('yields-low');
      await low.getByRole('button', { name: '3', exact: true }).click();
      await shot(page, `area-analytics-paged-${size}`);
      const link = high.locator('tbody a').first();
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
      await page.getByTestId('valuation-list').locator('tbody tr').first().waitFor();
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
  });
});
