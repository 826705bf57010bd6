import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveChanged } from '@yardstick/engine/ingest/ingest.public';
import { seedFixture } from '@yardstick/engine/test/derive-fixture';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInUser, type SignedInUser } from '../../../test/search-fixtures.ts';

/**
 * Deals on analysed properties (`{ analysis }`), on the derive's fixture world: the deal of a
 * listed property's analysis keeps the same figures as the deal on the listing itself, links
 * the listing (its events), runs the analysis again for today's figures, and packs a PDF.
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

interface ListingRow {
  id: string;
  postcode: string;
  property_type: 'D' | 'S' | 'T' | 'F';
  bedrooms: number;
  total_floor_area: number | null;
  list_price: number;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.database.db);
  await sql`UPDATE listings SET tenure = CASE WHEN property_type = 'F' THEN 'Leasehold'
            ELSE 'Freehold' END`.execute(t.database.db);
  await deriveChanged(t.database);
  alice = await signedInUser(t.database.db, ['property_estimates_es']);
  bob = await signedInUser(t.database.db, ['property_estimates_es']);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: method === 'GET' ? { cookie: user.cookie } : user.headers,
  });

describe('POST /api/deals { analysis }', () => {
  it('keeps the analysis of a listed property: the listing deal’s own figures', async () => {
    const { rows } = await sql<ListingRow>`
      SELECT id::text AS id, postcode, property_type, bedrooms,
             total_floor_area::float8 AS total_floor_area, list_price
      FROM listings
      WHERE transaction_type = 'sale' AND status = 'available' AND range1_price IS NOT NULL
        AND property_type IN ('D', 'S', 'T', 'F') AND bedrooms IS NOT NULL
      ORDER BY rent_estimate IS NULL, id LIMIT 1`.execute(t.database.db);
    const l = rows[0]!;
    const analysis = {
      postCode: l.postcode,
      addressSource: 'listing',
      addressRef: l.id,
      propertyType: l.property_type,
      bedrooms: l.bedrooms,
      ...(l.total_floor_area !== null ? { floorArea: l.total_floor_area } : {}),
      tenure: l.property_type === 'F' ? 'leasehold' : 'freehold',
      askingPrice: l.list_price,
    };
    const res = await call(alice, 'POST', '/api/deals', { analysis, stage: 'viewing' });
    expect(res.statusCode, res.body).toBe(201);
    const analysed = res.json();
    const listed = (await call(alice, 'POST', '/api/deals', { propertyId: l.id })).json();
    expect(analysed).toMatchObject({ kind: 'analysis', stage: 'viewing', propertyId: l.id });
    expect(analysed.analysis).toMatchObject({ postCode: l.postcode, askingPrice: l.list_price });
    const figures = (f: Record<string, unknown>) => ({ ...f, asOf: null, status: null });
    expect(figures(analysed.then)).toEqual(figures(listed.then));
    expect(analysed.then.estimate).not.toBeNull();
    // Today's figures: the analysis run again, the same on unchanged data.
    expect(figures(analysed.now)).toEqual(figures(analysed.then));
    expect(analysed.events.length).toBeGreaterThan(0);
    expect((await call(bob, 'GET', `/api/deals/${analysed.id}`)).statusCode).toBe(404);

    const pack = await call(alice, 'GET', `/api/deals/${analysed.id}/pack.pdf`);
    expect(pack.statusCode).toBe(200);
    const { text } = await pdfText(pack.rawPayload);
    expect(text).toContain(l.postcode);
    expect(text).toContain(`£${l.list_price.toLocaleString('en-GB')}`);
    expect(text).toContain(`£${(analysed.then.estimate as number).toLocaleString('en-GB')}`);
  });

  it('places a typed address at its postcode on the pack’s map', async () => {
    const { rows } = await sql<{ postcode: string }>`
      SELECT postcode FROM listings WHERE transaction_type = 'sale' AND postcode IS NOT NULL
      ORDER BY id LIMIT 1`.execute(t.database.db);
    const res = await call(alice, 'POST', '/api/deals', {
      analysis: {
        postCode: rows[0]!.postcode,
        address: '1 Nowhere Lane',
        propertyType: 'T',
        bedrooms: 3,
        tenure: 'freehold',
        askingPrice: 250000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The same address again (other spacing and letter case): the same property, refused.
    const again = await call(alice, 'POST', '/api/deals', {
      analysis: {
        postCode: rows[0]!.postcode.toLowerCase().replace(' ', ''),
        address: '1  nowhere lane',
        propertyType: 'T',
        bedrooms: 3,
        tenure: 'freehold',
        askingPrice: 240000,
      },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('DEAL_EXISTS');
    const pack = await call(alice, 'GET', `/api/deals/${res.json().id}/pack.pdf`);
    const { text } = await pdfText(pack.rawPayload);
    expect(text).toContain('1 Nowhere Lane');
    expect(text).toContain('Location and nearby sales');
  });

  it('refuses analysis inputs with a message per field', async () => {
    const res = await call(alice, 'POST', '/api/deals', {
      analysis: { postCode: 'nowhere', propertyType: 'X', bedrooms: -1, tenure: 'freehold' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors['analysis.postCode']).toBeTruthy();
    expect(errors['analysis.propertyType']).toBeTruthy();
  });
});
