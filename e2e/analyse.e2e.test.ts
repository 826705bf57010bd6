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
});
