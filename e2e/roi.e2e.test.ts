import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './lib/browser.ts';
import { signIn, someListingId } from './lib/session.ts';

const baseURL = inject('baseURL');

describe('ROI calculator page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let propertyId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 1000 } });
    await signIn(context, baseURL, inject('demoLogin'));
    propertyId = await someListingId(context, baseURL);
    page = await context.newPage();
  });
  afterAll(() => browser?.close());

  it('fills the calculator from the property and agrees with the listing ROI', async () => {
    const listing = await context.request.get(
      `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=1&sort=roi,desc&isCountRequired=false`,
    );
    const card = ((await listing.json()) as { content: { roi: number | null }[] }).content[0]!;
    await page.goto(`${baseURL}/roi?propertyId=${propertyId}`);
    const roi = page.getByTestId('roi-value');
    await expect.poll(() => roi.textContent(), { timeout: 15_000 }).toMatch(/%$/);
    await expect(page.getByTestId('roi-address').textContent()).resolves.toMatch(/RG1/);
    expect(await roi.textContent()).toBe(`${card.roi!.toFixed(2)}%`);
    await screenshot(page, 'roi-single-let');
  });

  it('recalculates a second after an input changes', async () => {
    const roi = page.getByTestId('roi-value');
    const before = await roi.textContent();
    await page.getByLabel('Deposit').fill('50');
    // Not before the debounce...
    await page.waitForTimeout(400);
    expect(await roi.textContent()).toBe(before);
    // ...but soon after it.
    await expect.poll(() => roi.textContent(), { timeout: 10_000 }).not.toBe(before);
  });

  it('switches to HMO, which resets the form and disables the house rent', async () => {
    await page.getByLabel('HMO').check();
    await expect.poll(() => page.getByLabel('Deposit').inputValue()).toBe('25%');
    expect(await page.getByLabel('House rent (per month)').isDisabled()).toBe(true);
    expect(await page.getByLabel('Rent per room (per month)').isDisabled()).toBe(false);
    await screenshot(page, 'roi-hmo');
  });
});
