import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './lib/browser.ts';
import { signIn } from './lib/session.ts';

const baseURL = inject('baseURL');

/** Issue 14: searches that find nothing say why; a blank ROI asks for a deal; phone filters fold. */
describe('empty states and the phone filter bar', () => {
  let browser: Browser;
  let laptop: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    laptop = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await signIn(laptop, baseURL, inject('demoLogin'));
    page = await laptop.newPage();
  });
  afterAll(() => browser?.close());

  it('says an unrecognised place is not recognised and offers the covered places', async () => {
    await page.goto(`${baseURL}/estimates-es?searchText=Zzzzqx`);
    const reason = page.getByTestId('no-results-reason');
    await expect
      .poll(() => reason.getAttribute('data-reason'), { timeout: 15_000 })
      .toBe('unrecognised');
    expect(await reason.textContent()).toContain(
      '“Zzzzqx” is not a place or postcode we recognise',
    );
    // One click searches a covered district.
    await reason.getByRole('button', { name: /^RG1,/ }).click();
    await page.getByTestId('estimate-card').first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('districts')).toBe('RG1');
  });

  it('says a real place has no listings and names what the demo covers (from the data)', async () => {
    await page.goto(`${baseURL}/estimates-es?searchText=SW1A`);
    const reason = page.getByTestId('no-results-reason');
    await expect
      .poll(() => reason.getAttribute('data-reason'), { timeout: 15_000 })
      .toBe('outside-coverage');
    const text = (await reason.textContent()) ?? '';
    expect(text).toContain('No properties for sale in SW1A');
    for (const place of ['Reading RG1', 'Manchester M21', 'Liverpool L24']) {
      expect(text).toContain(place);
    }
    expect(await page.getByTestId('demo-coverage').textContent()).toContain('Reading RG1');
    await screenshot(page, 'empty-state-outside-coverage');
  });

  it('shows a blank ROI calculator as an empty state, not a red return', async () => {
    await page.goto(`${baseURL}/roi`);
    await page.getByTestId('roi-empty').waitFor();
    expect(await page.getByTestId('roi-value').textContent()).toBe('-');
  });

  it('folds the filters behind a Filters button on a phone, with the results above the fold', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(phone, baseURL, inject('demoLogin'));
    const p = await phone.newPage();
    await p.goto(`${baseURL}/estimates-es?searchText=RG1&minBeds=2`);
    const toggle = p.getByTestId('filters-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-label')).toBe('Filters, 1 set');
    expect(await p.getByRole('checkbox', { name: 'Cash Only' }).count()).toBe(0);
    const card = p.getByTestId('estimate-card').first();
    await card.waitFor({ timeout: 15_000 });
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    await toggle.click();
    await p.getByRole('checkbox', { name: 'Cash Only' }).waitFor();
    await screenshot(p, 'phone-filters-open');
    await phone.close();
  });
});
