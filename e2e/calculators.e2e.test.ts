import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './lib/browser.ts';

const baseURL = inject('baseURL');

describe('stamp duty calculator (public)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });
  afterAll(() => browser?.close());

  it('computes the tax as the price and buyer change', async () => {
    await page.goto(`${baseURL}/stamp-duty`);
    const total = page.getByTestId('stamp-duty-total');
    // £250,000 additional dwelling in England: 125k @ 5% + 125k @ 7%
    await expect.poll(() => total.textContent()).toBe('£15,000');
    const price = page.getByLabel('Purchase price');
    await price.fill('295000');
    await page.getByLabel(/Home mover/).check();
    await expect.poll(() => total.textContent()).toBe('£4,750');
    await page.getByLabel('First-time buyer').check();
    await price.fill('450000');
    await expect.poll(() => total.textContent()).toBe('£7,500');
    await screenshot(page, 'stamp-duty');
  });

  it('links to the methodology', async () => {
    await page.getByRole('link', { name: 'How is this calculated?' }).click();
    await page.waitForURL(/\/methodology#stamp-duty$/);
    await page.getByRole('heading', { name: 'Stamp duty (transaction tax)' }).waitFor();
    await screenshot(page, 'methodology');
  });
});
