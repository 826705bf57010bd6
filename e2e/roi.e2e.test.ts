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

  it("shows an HMO's bills and the tax view, which agree with the API (issue 26)", async () => {
    await page.getByLabel('Tax view').selectOption('higher');
    const card = page.getByTestId('roi-after-tax');
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toMatch(/Income tax at 40%.*Less 20% credit/);
    // The HMO's bills are inputs of the HMO mode, filled with their defaults.
    await expect.poll(() => page.getByLabel('Council tax (per month)').inputValue()).toBe('£169');
    const answer = await context.request.post(`${baseURL}/api/calculator/roi`, {
      data: { propertyId, calculatorType: 'HMO', taxBand: 'higher' },
      headers: { 'x-requested-with': 'yardstick' },
    });
    const body = (await answer.json()) as { cashflowAfterTax: number; yearlyHmoCosts: number };
    expect(body.yearlyHmoCosts).toBe(5828);
    const shown = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    }).format(Math.round(body.cashflowAfterTax));
    await expect.poll(() => card.textContent()).toContain(`Cash flow after tax per year${shown}`);
    await screenshot(page, 'roi-hmo-tax');
  });

  /** The Cash flow card's cost rows and its "All costs" row, in pounds. */
  async function costRows(p: Page) {
    const rows = p.getByTestId('roi-cashflow').locator('tr[data-cost]');
    const out: { cost: string; label: string; monthly: number; yearly: number }[] = [];
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      const pounds = (t: string | undefined) => Number((t ?? '').replace(/[£,]/g, ''));
      out.push({
        cost: (await row.getAttribute('data-cost')) ?? '',
        label: cells[0] ?? '',
        monthly: pounds(cells[1]),
        yearly: pounds(cells[2]),
      });
    }
    return out;
  }

  it('lists every cost that "All costs" counts, adding up to it (issue 40)', async () => {
    // The demo's 4012 and 444 were the examples; any listing shows the same rows.
    const ids = [propertyId];
    for (const id of ['4012', '444']) {
      const res = await context.request.get(`${baseURL}/api/property-estimates/${id}`);
      if (res.ok()) ids.push(id);
    }
    for (const [i, id] of ids.entries()) {
      await page.setViewportSize({ width: 1366, height: 1000 });
      await page.goto(`${baseURL}/roi?propertyId=${id}`);
      await expect
        .poll(() => page.getByTestId('roi-value').textContent(), { timeout: 15_000 })
        .toMatch(/%$|^-$/);
      await expect.poll(async () => (await costRows(page)).length).toBeGreaterThan(4);
      const rows = await costRows(page);
      const costs = rows.filter((r) => r.cost !== 'total');
      const total = rows.find((r) => r.cost === 'total')!;
      expect(costs.map((r) => r.cost)).toEqual(['interest', 'maintenance', 'management', 'voids']);
      expect(costs.map((r) => r.label)).toEqual([
        'Mortgage interest',
        'Maintenance',
        'Management (10% of rent)',
        'Voids (5% of rent)',
      ]);
      expect(total.label).toBe('All costs');
      expect(costs.reduce((a, r) => a + r.yearly, 0)).toBe(total.yearly);
      expect(costs.reduce((a, r) => a + r.monthly, 0)).toBe(total.monthly);
      // The total is the calculator's own, to the pound.
      const answer = await context.request.post(`${baseURL}/api/calculator/roi`, {
        data: { propertyId: id },
        headers: { 'x-requested-with': 'yardstick' },
      });
      const body = (await answer.json()) as { mortgageExpensePerAnnum: number };
      expect(Math.abs(total.yearly - body.mortgageExpensePerAnnum)).toBeLessThanOrEqual(1);
      if (i === ids.length - 1) {
        await screenshot(page, 'roi-cost-rows-1366');
        await page.setViewportSize({ width: 390, height: 844 });
        await expect
          .poll(() =>
            page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          )
          .toBe(true);
        await screenshot(page, 'roi-cost-rows-390');
        await page.setViewportSize({ width: 1366, height: 1000 });
      }
    }
  });

  /** The text of the error toasts on the page. */
  const toasts = (p: Page) => p.locator('.mantine-Notification-root').allTextContents();

  it('explains an id that names no property, with a way on, and never calculates for ever', async () => {
    await page.goto(`${baseURL}/roi?propertyId=abc`);
    const problem = page.getByTestId('roi-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/“abc” is not a property id/);
    await problem.getByRole('link', { name: 'Find a property' }).waitFor();
    // No figure: a neutral badge, the empty state instead of 'Calculating...'.
    const badge = page.getByTestId('roi-value');
    expect(await badge.textContent()).toBe('-');
    expect(await badge.getAttribute('data-tone')).toBe('neutral');
    await page.waitForTimeout(1500);
    expect(await page.getByText('Calculating...').count()).toBe(0);
    expect((await toasts(page)).join(' ')).not.toMatch(/propertyId|Invalid/);
    await screenshot(page, 'roi-bad-id');

    // An id of no listing held: said on the page, not left calculating.
    await page.goto(`${baseURL}/roi?propertyId=999999999999`);
    await expect
      .poll(() => page.getByTestId('roi-problem').textContent(), { timeout: 10_000 })
      .toMatch(/no longer listed/);
    expect(await page.getByText('Calculating...').count()).toBe(0);
    expect(await page.getByTestId('roi-value').getAttribute('data-tone')).toBe('neutral');
  });

  it('keeps every input within its bounds and says why beside it', async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/calculator/roi')) sent.push(r.postData() ?? '');
    });
    await page.goto(`${baseURL}/roi?propertyId=${propertyId}`);
    const roi = page.getByTestId('roi-value');
    await expect.poll(() => roi.textContent(), { timeout: 15_000 }).toMatch(/%$/);
    const deposit = page.getByLabel('Deposit');
    await deposit.click();
    await deposit.press('Control+a');
    await deposit.pressSequentially('250150');
    // The deposit never holds more than 100%, and the field says so.
    expect(await deposit.inputValue()).toBe('25%');
    await page.getByText('Deposit is a percentage from 0 to 100').waitFor();
    await page.waitForTimeout(1500);
    expect(sent.some((body) => /"roiDownpaymentPercentage":(\d{3,})/.test(body))).toBe(false);
    expect((await toasts(page)).join(' ')).not.toMatch(/roiDownpaymentPercentage|Invalid/);
    await screenshot(page, 'roi-bounds');
  });

  it('says why a deal with no cash in has no ROI, with a neutral badge', async () => {
    await page.goto(`${baseURL}/roi`);
    await page.getByLabel('Purchase price').fill('35000');
    await page.getByLabel('House rent (per month)').fill('400');
    await page.getByLabel('Legal costs').fill('0');
    await page.getByLabel('Deposit').fill('0');
    const note = page.getByTestId('roi-no-figure');
    await note.waitFor({ timeout: 10_000 });
    expect(await note.textContent()).toMatch(/no cash goes in/i);
    const badge = page.getByTestId('roi-value');
    expect(await badge.textContent()).toBe('-');
    expect(await badge.getAttribute('data-tone')).toBe('neutral');
    await screenshot(page, 'roi-no-cash-in');
  });

  it('fits a phone: the inputs, their messages and the badge', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(phone, baseURL, inject('demoLogin'));
    const small = await phone.newPage();
    await small.goto(`${baseURL}/roi?propertyId=abc`);
    await small.getByTestId('roi-problem').waitFor();
    await screenshot(small, 'roi-bad-id-phone');
    await small.goto(`${baseURL}/roi?propertyId=${propertyId}`);
    await expect
      .poll(() => small.getByTestId('roi-value').textContent(), { timeout: 15_000 })
      .toMatch(/%$/);
    const { scroll, client } = await small.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await screenshot(small, 'roi-phone');
    await phone.close();
  });
});
