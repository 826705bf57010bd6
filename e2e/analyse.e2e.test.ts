import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './lib/browser.ts';
import { openSignedInPage, someListingId, type SignedInPage } from './lib/session.ts';

const baseURL = inject('baseURL');

interface Details {
  postCode: string;
  address: string | null;
  bedrooms: number;
  propertyType: string;
  listPrice: number;
}

const TYPE_WORDS: Record<string, string> = {
  D: 'detached house',
  S: 'semi-detached house',
  T: 'terraced house',
  F: 'flat',
};
const TYPE_VALUES: Record<string, string> = { D: 'D', S: 'S', T: 'T', F: 'F' };
const gbp = (n: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(n);

/**
 * /analyse in the built app on the demo (issue 29): a listing's text as a portal shows it is
 * pasted, the fields read are checked in the form, the property is analysed and its figures
 * shown; a property picked from the postcode's sale listings is valued as that listing.
 */
describe('Analyse a property', () => {
  let s: SignedInPage;
  let listing: Details;
  let listingId: string;

  beforeAll(async () => {
    s = await openSignedInPage(baseURL, inject('demoLogin'));
    listingId = await someListingId(s.context, baseURL);
    const res = await s.context.request.get(`${baseURL}/api/property-estimates/${listingId}`);
    listing = (await res.json()) as Details;
  });
  afterAll(() => s?.browser.close());

  it('reads pasted listing text into the form, says what it could not read, and analyses', async () => {
    const { page } = s;
    await page.goto(`${baseURL}/analyse`);
    await page.getByRole('heading', { name: 'Analyse a property' }).waitFor();
    const typeWord = TYPE_WORDS[listing.propertyType] ?? 'terraced house';
    const text = [
      `${listing.bedrooms} bedroom ${typeWord} for sale`,
      `${listing.address ?? 'Oak Road'}, ${listing.postCode}`,
      `Offers over ${gbp(listing.listPrice)}`,
      'Tenure: Freehold',
      'Key features: gas central heating, garden, close to the station.',
    ].join('\n');
    await page.getByTestId('analyse-paste').fill(text);
    await page.getByRole('button', { name: 'Fill from text' }).click();
    const read = page.getByTestId('analyse-parsed-read');
    await read.waitFor();
    expect(await read.textContent()).toContain(listing.postCode);
    // What could not be read is said: the floor area.
    expect(await page.getByTestId('analyse-parsed-unread').textContent()).toMatch(/Floor area/);
    expect(await page.getByLabel('Postcode').inputValue()).toBe(listing.postCode);
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe(String(listing.bedrooms));
    expect(await page.getByLabel('Asking price (£)').inputValue()).toBe(
      listing.listPrice.toLocaleString('en-GB'),
    );
    expect(await page.getByLabel('Property type').inputValue()).toBe(
      TYPE_VALUES[listing.propertyType] ?? 'T',
    );
    expect(await page.getByLabel('Tenure').inputValue()).toBe('freehold');
    await screenshot(page, 'analyse-filled');

    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    const results = page.getByTestId('analyse-results');
    await results.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('analyse-estimate').textContent())
      .toMatch(/^£[\d,]+$/);
    const duty = await s.context.request.get(
      `${baseURL}/api/calculator/stamp-duty?price=${listing.listPrice}&buyer=additional`,
    );
    const tax = ((await duty.json()) as { tax: number }).tax;
    expect(await page.getByTestId('analyse-stamp-duty').textContent()).toBe(gbp(tax));
    expect(await page.getByTestId('analyse-roi-single').textContent()).toMatch(/%/);
    expect(await page.getByTestId('estimate-explanation').count()).toBe(1);
    await screenshot(page, 'analyse-results');
    expect(s.pageErrors).toEqual([]);
  });

  it('values a property picked from the sale listings known at the postcode', async () => {
    const { page } = s;
    const picker = page.getByTestId('analyse-address-pick');
    await picker.click();
    const option = page.getByRole('option', { name: /for sale/ }).first();
    await option.waitFor();
    await option.click();
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('analyse-estimate-section').textContent(), { timeout: 30_000 })
      .toContain('valued as its sale listing');
    await expect
      .poll(() => page.getByTestId('analyse-estimate').textContent())
      .toMatch(/^£[\d,]+$/);
  });

  it("reads an agent's email: the street as the address, the warning in words, the qualifier on its own line (issue 40)", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1366, height: 1000 });
    await page.goto(`${baseURL}/analyse`);
    await page.getByRole('heading', { name: 'Analyse a property' }).waitFor();
    // Analyse with nothing filled: the fields are marked and the message says so.
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    const problem = page.getByTestId('analyse-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/Fill in the fields marked/);
    const email = [
      'Subject: Fallowfield flat - investor opportunity',
      '',
      'Hi, new one for you - 2 bed flat, Wilmslow Rd M14 6AB. Second floor, leasehold with 118',
      'years left, about 61 sq m. Let at £975 pcm until June. Cash buyers only: the block has',
      'cladding works outstanding.',
      '',
      'Offers in excess of',
      '£165,000',
      '',
      'Give me a shout if you want to view.',
      'Priya',
    ].join('\n');
    await page.getByTestId('analyse-paste').fill(email);
    await page.getByRole('button', { name: 'Fill from text' }).click();
    const read = page.getByTestId('analyse-parsed-read');
    await read.waitFor();
    const readText = (await read.textContent()) ?? '';
    expect(readText).toContain('Address: “Wilmslow Rd”');
    expect(readText).toContain('Price warnings: “Cash buyers only”');
    expect(readText).not.toContain('cash-buyers-only');
    expect(await page.getByLabel('Address (typed)').inputValue()).toBe('Wilmslow Rd');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('M14 6AB');
    expect(await page.getByLabel('Asking price (£)').inputValue()).toBe('165,000');
    expect(await page.getByText('Offers in excess of', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Tenure').inputValue()).toBe('leasehold');
    // Every field filled: the red message has gone.
    await expect.poll(() => problem.count()).toBe(0);
    await screenshot(page, 'analyse-agent-email-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await screenshot(page, 'analyse-agent-email-390');
    await page.setViewportSize({ width: 1366, height: 1000 });
    expect(s.pageErrors).toEqual([]);
  });

  it('says why each comparable informs a semi, a sale of another type too (issue 40)', async () => {
    const { page, context } = s;
    // A semi of the demo whose postcode's sales include another type.
    const search = await context.request.get(
      `${baseURL}/api/property/price/estimates?areaCodes=RG1&size=60&sort=roi,desc&isCountRequired=false`,
    );
    const ids = (
      (await search.json()) as { content: { propertyId: string | number }[] }
    ).content.map((c) => String(c.propertyId));
    let semi: (Details & { id: string }) | null = null;
    for (const id of ids) {
      const d = (await (
        await context.request.get(`${baseURL}/api/property-estimates/${id}`)
      ).json()) as Details;
      if (d.propertyType !== 'S') continue;
      const ev = await context.request.get(`${baseURL}/api/property-estimates/${id}/evidence`);
      if (!ev.ok()) continue;
      const listed = ((await ev.json()) as { comparables: { listed: { type: string }[] } | null })
        .comparables?.listed;
      if (listed?.some((c) => c.type !== 'S')) {
        semi = { ...d, id };
        break;
      }
    }
    expect(semi, 'a demo semi whose comparables hold another type').not.toBeNull();
    await page.goto(`${baseURL}/analyse`);
    await page.getByRole('heading', { name: 'Analyse a property' }).waitFor();
    const text = [
      `${semi!.bedrooms} bed semi-detached house for sale`,
      `${semi!.address ?? 'Oak Road'}, ${semi!.postCode}`,
      `Guide price ${gbp(semi!.listPrice)}`,
      'Freehold.',
    ].join('\n');
    await page.getByTestId('analyse-paste').fill(text);
    await page.getByRole('button', { name: 'Fill from text' }).click();
    await page.getByTestId('analyse-parsed-read').waitFor();
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    const table = page.getByTestId('explanation-comparables-table');
    await table.waitFor({ timeout: 30_000 });
    const rows = await table.locator('tbody tr').all();
    expect(rows.length).toBeGreaterThan(0);
    let otherTypes = 0;
    for (const row of rows) {
      const type = (await row.locator('td').nth(2).textContent()) ?? '';
      const why = (await row.getByTestId('comparable-why').textContent()) ?? '';
      expect(why).toMatch(/counts/);
      if (type !== 'Semi-detached') {
        otherTypes++;
        expect(why).toMatch(/, a different type: its price is not used/);
      }
    }
    expect(otherTypes).toBeGreaterThan(0);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'analyse-semi-comparables-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'analyse-semi-comparables-390');
    await page.setViewportSize({ width: 1366, height: 1000 });
    expect(s.pageErrors).toEqual([]);
  });
});
