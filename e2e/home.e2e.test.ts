import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './lib/browser.ts';

const baseURL = inject('baseURL');

describe('home page', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (err) => consoleErrors.push(err.message));
  });
  afterAll(() => browser?.close());

  it('renders the header, search banner, sections, footer and Login link', async () => {
    const started = Date.now();
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'A guide through the property maze' }).waitFor();
    const firstPaintMs = Date.now() - started;
    expect(firstPaintMs).toBeLessThan(15_000);

    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login.getAttribute('href')).resolves.toBe('/login?redirect=%2F');
    await expect(
      page.getByRole('heading', { name: 'Featured Properties' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Why Choose Us' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByPlaceholder('Search City, Post Code').isVisible()).resolves.toBe(true);
    await screenshot(page, 'home');
    expect(consoleErrors).toEqual([]);
  });

  it('stores the search and goes to the estimates grid (via sign-in for a visitor)', async () => {
    await page.goto(`${baseURL}/`);
    await page.getByPlaceholder('Search City, Post Code').fill('RG1');
    await page.getByRole('button', { name: 'Search' }).click();
    // The grid needs a session: the route guard sends a visitor to sign in and back.
    await page.waitForURL(/\/login\?redirect=%2Festimates-es$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('_filter'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ searchText: 'RG1' });
  });

  it('shows the 403 page with a way home', async () => {
    await page.goto(`${baseURL}/403`);
    await page.getByRole('heading', { name: 'Ohh! How did you get here' }).waitFor();
    await screenshot(page, 'forbidden');
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL(`${baseURL}/`);
  });
});
