import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInUser } from '../../../test/search-fixtures.ts';

describe('calculator API', () => {
  let t: TestApp;
  let propertyId: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await sql<{ id: string }>`
      INSERT INTO listings (source, source_ref, transaction_type, list_price, address, postcode,
        district, bedrooms, total_floor_area, rent_estimate, range1_price, range2_price)
      VALUES ('test', 'r1', 'sale', 250000, '1 Test Street, Reading', 'RG1 5AQ', 'RG1', 3, 90,
        1350, 240000, 280000)
      RETURNING id::text AS id`.execute(t.database.db);
    propertyId = rows[0]!.id;
    headers = (await signedInUser(t.database.db, ['property_estimates_es'])).headers;
  });
  afterAll(() => t.close());

  it('answers stamp duty for each nation and buyer', async () => {
    const res = await t.app.inject({
      url: '/api/calculator/stamp-duty?price=295000&nation=england&buyer=main',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tax: 4750, taxName: 'SDLT' });
    const ftb = await t.app.inject({
      url: '/api/calculator/stamp-duty?price=500000&buyer=first-time',
    });
    expect(ftb.json().tax).toBe(10000);
    const scot = await t.app.inject({
      url: '/api/calculator/stamp-duty?price=300000&nation=scotland',
    });
    expect(scot.json()).toMatchObject({ taxName: 'LBTT', tax: 28600 });
  });

  it('rejects bad stamp duty input with field messages', async () => {
    const res = await t.app.inject({ url: '/api/calculator/stamp-duty?price=abc&nation=mars' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['nation', 'price']);
  });

  it('fills ROI inputs from the property and agrees with the pure calculator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { propertyId },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      propertyId,
      postCode: 'RG1 5AQ',
      listPrice: 250000,
      avgPropertyRent: 1350,
      reMortgageHousePrice: 260000,
      nation: 'england',
      totalFloorArea: 90,
    });
    const expected = calculateRoi(
      resolveRoiInput(
        {},
        {
          listPrice: 250000,
          bedrooms: 3,
          totalFloorArea: 90,
          rentEstimate: 1350,
          range1Price: 240000,
          range2Price: 280000,
          nation: 'england',
        },
      ),
    );
    expect(body.finalRoi).toBe(expected.finalRoi);
  });

  it('lets typed inputs override and switches to HMO', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { propertyId, calculatorType: 'HMO', avgRentInArea: 500, bedrooms: 4 },
    });
    expect(res.json()).toMatchObject({ calculatorType: 'HMO', monthlyRentExpected: 2000 });
  });

  it("charges an HMO's bills and answers them as used, editable", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/calculator/roi', headers, payload });
    const hmo = (
      await post({ propertyId, calculatorType: 'HMO', avgRentInArea: 500, bedrooms: 5 })
    ).json();
    expect(hmo).toMatchObject({
      roiPerRoomMgmtCostPercentage: 15,
      roiPerRoomVoidsCostPercentage: 8,
      hmoUtilities: 270,
      hmoCouncilTax: 169,
      hmoBroadband: 30,
      hmoLicenceFee: 1000,
      yearlyHmoCosts: 5828,
      taxBand: null,
      taxPerAnnum: null,
      cashflowAfterTax: null,
    });
    const edited = (
      await post({
        propertyId,
        calculatorType: 'HMO',
        avgRentInArea: 500,
        bedrooms: 5,
        hmoUtilities: 300,
        hmoBroadband: 0,
      })
    ).json();
    // +30 - 30 a month: the same bills; the echo carries the typed values.
    expect(edited).toMatchObject({ hmoUtilities: 300, hmoBroadband: 0, yearlyHmoCosts: 5828 });
    const single = (await post({ propertyId })).json();
    expect(single).toMatchObject({ calculatorType: 'SINGLE_LET', yearlyHmoCosts: 0 });
  });

  it('answers the tax view for a tax band, single let and HMO alike', async () => {
    // The methodology's worked example: £200,000, five rooms at £500 or £1,200 let whole.
    const deal = { listPrice: 200000, postCode: 'RG1 5AQ' };
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calculator/roi',
        headers,
        payload: { ...deal, ...payload },
      });
    const hmo = await post({
      calculatorType: 'HMO',
      avgRentInArea: 500,
      bedrooms: 5,
      taxBand: 'higher',
    });
    expect(hmo.statusCode).toBe(200);
    expect(hmo.json()).toMatchObject({
      taxBand: 'higher',
      yearlyCashflow: 6022,
      finalRoi: 9.56,
      profitBeforeFinanceCosts: 14272,
      financeCostCredit: 1650,
      taxPerAnnum: 4058.8,
      cashflowAfterTax: 1963.2,
    });
    const single = (await post({ avgPropertyRent: 1200, taxBand: 'higher' })).json();
    expect(single).toMatchObject({
      yearlyCashflow: 3390,
      taxPerAnnum: 3006,
      cashflowAfterTax: 384,
    });
    const company = (await post({ avgPropertyRent: 1200, taxBand: 'company' })).json();
    expect(company).toMatchObject({
      financeCostCredit: 0,
      taxPerAnnum: 644.1,
      cashflowAfterTax: 2745.9,
    });
    // Without a band: today's figures, the tax view empty.
    const none = (await post({ avgPropertyRent: 1200 })).json();
    expect(none).toMatchObject({ yearlyCashflow: 3390, taxBand: null, taxPerAnnum: null });
  });

  it('refuses an unknown tax band or a negative HMO cost with field messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { propertyId, taxBand: 'BASIC', hmoCouncilTax: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['hmoCouncilTax', 'taxBand']);
    expect(errors.taxBand).toMatch(/basic.*higher.*additional.*company/);
  });

  it('works without a property from typed values alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { listPrice: 150000, avgPropertyRent: 900, postCode: 'CF10 1EP' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nation: 'wales', stampDuty: 7500 });
  });

  it('needs a session with the estimates permission', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers: { 'x-requested-with': 'yardstick' },
      payload: { listPrice: 100000 },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await signedInUser(t.database.db, ['valuation']);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers: other.headers,
      payload: { listPrice: 100000 },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 404 for an unknown property and 400 for malformed input', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { propertyId: '999999' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calculator/roi',
      headers,
      payload: { propertyId: 'x; drop table', listPrice: -5, calculatorType: 'FLIP' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'calculatorType',
      'listPrice',
      'propertyId',
    ]);
  });
});
