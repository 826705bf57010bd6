import { DATA_ATTRIBUTIONS } from '@yardstick/core/attributions';
import { DEAL_MESSAGES } from '@yardstick/core/deals/deals';
import { formatDate, formatPercent } from '@yardstick/core/format';
import { findDefinition } from '@yardstick/core/methodology/definitions';
import {
  listingStatusLabel,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
} from '@yardstick/core/search/constants';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { onTheMarket } from '../../../test/search-reference.ts';
import { hashShareToken } from './deal-share.service.ts';

const ALL = ['property_estimates_es', 'property_plo_es', 'favorite_properties'];

describe('deals', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let onSale: ListingFixture[];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://yardstick.example' });
    const postcodes = await seedGeography(t.database.db);
    const listings = await insertListings(t.database.db, generateListings(29, 120, postcodes));
    alice = await signedInUser(t.database.db, ALL);
    bob = await signedInUser(t.database.db, ALL);
    onSale = listings.filter(
      (l) =>
        onTheMarket(l) && l.list_price !== null && l.address !== null && l.range1_price !== null,
    );
  });
  afterAll(() => t.close());

  const call = (
    user: SignedInUser | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: user
        ? method === 'GET'
          ? { cookie: user.cookie }
          : user.headers
        : { 'x-requested-with': 'yardstick' },
    });
  const newDeal = async (user: SignedInUser, listing: ListingFixture, extra: object = {}) => {
    const res = await call(user, 'POST', '/api/deals', {
      propertyId: String(listing.id),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('keeps the figures of the day a listing was added, equal to the details page', async () => {
    const listing = onSale[0]!;
    const deal = await newDeal(alice, listing, { notes: 'First look' });
    const details = (await call(alice, 'GET', `/api/property-estimates/${listing.id}`)).json();
    expect(deal).toMatchObject({
      kind: 'listing',
      stage: 'considering',
      title: listing.address,
      propertyId: String(listing.id),
      notes: 'First look',
      listPrice: listing.list_price,
    });
    expect(deal.then).toMatchObject({
      listPrice: details.listPrice,
      estimate: details.estimatedPrice,
      estimateLow: details.range1Price,
      estimateHigh: details.range2Price,
      bmv: details.avgBmv,
      grossYield: details.avgYield,
      roi: details.roi,
      rent: details.rentEstimate,
      status: details.status,
    });
    expect(deal.now).toMatchObject({ listPrice: listing.list_price });

    // A price drop later: then stays, now follows the listing, and the event is listed.
    await sql`UPDATE listings SET list_price = list_price - 5000 WHERE id = ${listing.id}`.execute(
      t.database.db,
    );
    const later = (await call(alice, 'GET', `/api/deals/${deal.id}`)).json();
    expect(later.then.listPrice).toBe(listing.list_price);
    expect(later.now.listPrice).toBe(listing.list_price! - 5000);
    expect(later.events.map((e: { kind: string }) => e.kind)).toContain('price-change');
  });

  it('isolates deals between users: 404 for another user’s deal, never listed', async () => {
    const deal = await newDeal(alice, onSale[1]!);
    for (const [method, url, payload] of [
      ['GET', `/api/deals/${deal.id}`],
      ['PATCH', `/api/deals/${deal.id}`, { stage: 'lost' }],
      ['POST', `/api/deals/${deal.id}/offers`, { amount: 1000, offeredOn: '2026-11-01' }],
      ['POST', `/api/deals/${deal.id}/viewings`, { viewedOn: '2026-11-01' }],
      ['POST', `/api/deals/${deal.id}/share`, {}],
      ['DELETE', `/api/deals/${deal.id}/share`],
      ['GET', `/api/deals/${deal.id}/pack.pdf`],
      ['DELETE', `/api/deals/${deal.id}`],
    ] as const) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bobs = (await call(bob, 'GET', '/api/deals')).json();
    expect(bobs.deals.map((d: { id: string }) => d.id)).not.toContain(deal.id);
    const alices = (await call(alice, 'GET', '/api/deals')).json();
    expect(alices.deals.map((d: { id: string }) => d.id)).toContain(deal.id);
    // Still Alice's and unchanged.
    expect((await call(alice, 'GET', `/api/deals/${deal.id}`)).json().stage).toBe('considering');
    expect((await call(undefined, 'GET', '/api/deals')).statusCode).toBe(401);
  });

  it('keeps one deal per property: 409 DEAL_EXISTS unless a duplicate is asked for', async () => {
    const listing = onSale[7]!;
    const first = await newDeal(alice, listing);
    const again = await call(alice, 'POST', '/api/deals', { propertyId: String(listing.id) });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DEAL_EXISTS',
      message: expect.stringContaining('already in your deals'),
    });
    const listed = () =>
      call(alice, 'GET', '/api/deals').then((r) =>
        r.json().deals.filter((d: { propertyId: string }) => d.propertyId === String(listing.id)),
      );
    expect((await listed()).map((d: { id: string }) => d.id)).toEqual([first.id]);
    // Another user's deal on it is theirs: no conflict.
    await newDeal(bob, listing);
    // Asked for on purpose: a second deal.
    const second = await newDeal(alice, listing, { duplicate: true });
    expect(second.id).not.toBe(first.id);
    expect(await listed()).toHaveLength(2);
    const flag = await call(alice, 'POST', '/api/deals', {
      propertyId: String(listing.id),
      duplicate: 'yes',
    });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().errors.duplicate).toBeTruthy();
  });

  it('validates stage, offers, viewings and the reminder with a message per field', async () => {
    const deal = await newDeal(alice, onSale[2]!);
    const cases: [string, 'POST' | 'PATCH', object, string][] = [
      [`/api/deals/${deal.id}`, 'PATCH', { stage: 'bought' }, 'stage'],
      [`/api/deals/${deal.id}`, 'PATCH', { reminderOn: '2026-02-30' }, 'reminderOn'],
      // Dates outside the range every request date keeps (year 0000 was a 500 from PostgreSQL).
      [`/api/deals/${deal.id}`, 'PATCH', { reminderOn: '0000-01-01' }, 'reminderOn'],
      [`/api/deals/${deal.id}`, 'PATCH', { reminderOn: '2201-01-01' }, 'reminderOn'],
      [
        `/api/deals/${deal.id}/offers`,
        'POST',
        { amount: 200000, offeredOn: '0000-01-01' },
        'offeredOn',
      ],
      [`/api/deals/${deal.id}`, 'PATCH', {}, 'stage'],
      [`/api/deals/${deal.id}/offers`, 'POST', { amount: -5, offeredOn: '2026-11-01' }, 'amount'],
      [`/api/deals/${deal.id}/offers`, 'POST', { amount: 1.5, offeredOn: '2026-11-01' }, 'amount'],
      [
        `/api/deals/${deal.id}/offers`,
        'POST',
        { amount: 200000, offeredOn: '1/11/26' },
        'offeredOn',
      ],
      [
        `/api/deals/${deal.id}/offers`,
        'POST',
        { amount: 200000, offeredOn: '2026-11-01', outcome: 'maybe' },
        'outcome',
      ],
      [`/api/deals/${deal.id}/viewings`, 'POST', { viewedOn: 'tomorrow' }, 'viewedOn'],
      [`/api/deals/${deal.id}/viewings`, 'POST', { viewedOn: '2026-11-01', time: '25:00' }, 'time'],
      ['/api/deals', 'POST', { propertyId: String(onSale[3]!.id), stage: 'nope' }, 'stage'],
      ['/api/deals', 'POST', {}, 'propertyId'],
      // PostgreSQL text cannot hold NUL: refused as a field, never a 500.
      [`/api/deals/${deal.id}`, 'PATCH', { notes: 'a\u0000b' }, 'notes'],
      [`/api/deals/${deal.id}`, 'PATCH', { title: 'a\u0000b' }, 'title'],
      [
        `/api/deals/${deal.id}/offers`,
        'POST',
        { amount: 200000, offeredOn: '2026-11-01', note: '\u0000' },
        'note',
      ],
      [
        `/api/deals/${deal.id}/viewings`,
        'POST',
        { viewedOn: '2026-11-01', note: '\u0000' },
        'note',
      ],
      ['/api/deals', 'POST', { salePropertyId: '1' }, 'rentPropertyId'],
    ];
    for (const [url, method, payload, field] of cases) {
      const res = await call(alice, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(res.json())).toBeTruthy();
    }
    expect(
      (await call(alice, 'PATCH', `/api/deals/${deal.id}`, { stage: 'bought' })).json().errors
        .stage,
    ).toBe(DEAL_MESSAGES.stage);
    const search = await call(alice, 'GET', '/api/deals?q=RG1%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().errors.q).toBeTruthy();
  });

  it('moves a deal through stages, records offers, viewings and a reminder', async () => {
    const deal = await newDeal(alice, onSale[4]!);
    let res = await call(alice, 'PATCH', `/api/deals/${deal.id}`, {
      stage: 'viewing',
      reminderOn: '2026-12-01',
      notes: 'Ask about the roof',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'viewing',
      reminderOn: '2026-12-01',
      notes: 'Ask about the roof',
    });
    res = await call(alice, 'POST', `/api/deals/${deal.id}/viewings`, {
      viewedOn: '2026-12-03',
      time: '10:30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().viewings).toMatchObject([{ viewedOn: '2026-12-03', time: '10:30' }]);
    res = await call(alice, 'POST', `/api/deals/${deal.id}/offers`, {
      amount: 180000,
      offeredOn: '2026-12-04',
    });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json().offers[0];
    expect(offer).toMatchObject({ amount: 180000, outcome: 'pending' });
    res = await call(alice, 'PATCH', `/api/deals/${deal.id}/offers/${offer.id}`, {
      outcome: 'rejected',
    });
    expect(res.json().offers[0].outcome).toBe('rejected');
    expect(res.json().lastOffer.outcome).toBe('rejected');
    res = await call(alice, 'PATCH', `/api/deals/${deal.id}`, { reminderOn: null });
    expect(res.json().reminderOn).toBeNull();
    const list = (await call(alice, 'GET', '/api/deals?stage=viewing')).json();
    expect(list.deals.every((d: { stage: string }) => d.stage === 'viewing')).toBe(true);
    expect(list.deals.map((d: { id: string }) => d.id)).toContain(deal.id);
    expect((await call(alice, 'DELETE', `/api/deals/${deal.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/deals/${deal.id}`)).statusCode).toBe(404);
  });

  it('shares through an unguessable, hashed, expiring token; revoked answers 404', async () => {
    const deal = await newDeal(alice, onSale[5]!);
    const first = await call(alice, 'POST', `/api/deals/${deal.id}/share`, {});
    expect(first.statusCode, first.body).toBe(201);
    const { url, expiresAt } = first.json();
    expect(url.startsWith('https://yardstick.example/shared/deals/')).toBe(true);
    const token = url.split('/').at(-1)!;
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Only the hash is stored.
    const { rows } = await sql<{ token_hash: string }>`
      SELECT token_hash FROM deal_shares WHERE deal_id = ${deal.id}::bigint`.execute(t.database.db);
    expect(rows).toEqual([{ token_hash: hashShareToken(token) }]);
    expect(rows[0]!.token_hash).not.toContain(token);
    // Tokens do not repeat and carry no pattern: 200 of them are distinct, and their bits are
    // balanced (entropy close to one bit per bit).
    const tokens = new Set<string>();
    let ones = 0;
    for (let i = 0; i < 200; i++) {
      const again = (await call(alice, 'POST', `/api/deals/${deal.id}/share`, {})).json();
      const tk = again.url.split('/').at(-1)!;
      tokens.add(tk);
      for (const byte of Buffer.from(tk, 'base64url')) {
        for (let b = 0; b < 8; b++) ones += (byte >> b) & 1;
      }
    }
    expect(tokens.size).toBe(200);
    expect(ones / (200 * 256)).toBeGreaterThan(0.48);
    expect(ones / (200 * 256)).toBeLessThan(0.52);
    // The replaced link no longer opens; the latest does, signed out.
    expect((await call(undefined, 'GET', `/api/shared/deals/${token}`)).statusCode).toBe(404);
    const latest = [...tokens].at(-1)!;
    const shared = await call(undefined, 'GET', `/api/shared/deals/${latest}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ title: deal.title, then: { listPrice: deal.listPrice } });
    expect(shared.json()).not.toHaveProperty('notes');
    // The methodology notes are core's definitions (one source with /methodology).
    const notes: string[] = shared.json().pack.methodology;
    for (const id of ['estimate', 'bmv', 'rent', 'roi']) {
      const definition = findDefinition(id)!;
      expect(notes.some((n) => n.startsWith(`${definition.title}: ${definition.short}`))).toBe(
        true,
      );
    }
    const sharedPdf = await call(undefined, 'GET', `/api/shared/deals/${latest}/pack.pdf`);
    expect(sharedPdf.statusCode).toBe(200);
    expect(sharedPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(sharedPdf.rawPayload)).text).toContain(
      `https://yardstick.example/shared/deals/${latest}`,
    );
    // Expired: the same link answers 404.
    await sql`UPDATE deal_shares SET expires_at = now() - interval '1 second'
              WHERE deal_id = ${deal.id}::bigint`.execute(t.database.db);
    expect((await call(undefined, 'GET', `/api/shared/deals/${latest}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/deals/${deal.id}`)).json().share).toBeNull();
    // A new link, then revoked: 404.
    const fresh = (await call(alice, 'POST', `/api/deals/${deal.id}/share`, { days: 7 })).json();
    const freshToken = fresh.url.split('/').at(-1)!;
    expect((await call(undefined, 'GET', `/api/shared/deals/${freshToken}`)).statusCode).toBe(200);
    expect((await call(alice, 'DELETE', `/api/deals/${deal.id}/share`)).statusCode).toBe(204);
    const gone = await call(undefined, 'GET', `/api/shared/deals/${freshToken}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(DEAL_MESSAGES.shareNotFound);
    expect(
      (await call(undefined, 'GET', `/api/shared/deals/${freshToken}/pack.pdf`)).statusCode,
    ).toBe(404);
    expect((await call(undefined, 'GET', '/api/shared/deals/short')).statusCode).toBe(400);
  });

  it('answers the pack as a real PDF whose text holds the address and the figures', async () => {
    const listing = onSale[6]!;
    const deal = await newDeal(alice, listing, { title: 'Pack test' });
    const res = await call(alice, 'GET', `/api/deals/${deal.id}/pack.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('deal-pack-pack-test.pdf');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;
    expect(text).toContain('Pack test');
    expect(text).toContain(listing.address!);
    expect(text).toContain(gbp(listing.list_price!));
    expect(text).toContain(gbp(listing.range1_price!));
    expect(text).toContain('Return on investment and its assumptions');
    expect(text).toContain('Contains HM Land Registry data');
    // Its links into the app are core/app-links' (issue 37): the deal and its listing.
    expect(text).toContain(`https://yardstick.example/deals?deal=${deal.id}`);
    expect(text).toContain(`https://yardstick.example/property-details?id=${listing.id}`);

    // Words, not codes, with the screen's formatters (issue 40).
    await sql`UPDATE listings SET status = 'under_offer' WHERE id = ${listing.id}`.execute(
      t.database.db,
    );
    const later = await call(alice, 'GET', `/api/deals/${deal.id}/pack.pdf`);
    const pack = await pdfText(later.rawPayload);
    const view = (await call(alice, 'GET', `/api/deals/${deal.id}`)).json();
    expect(view.now.status).toBe('under_offer');
    const before = listingStatusLabel(listing.status);
    expect(pack.text).toContain(`Status ${before} Under offer`);
    expect(pack.text).toContain(`(${before} to Under offer)`);
    expect(pack.text).not.toMatch(/under_offer|type [A-Z]\b|\d{4}-\d{2}-\d{2}/);
    expect(pack.text).toContain(PROPERTY_TYPE_LABELS[listing.property_type as PropertyType]);
    expect(pack.text).toContain(`Prepared ${formatDate(new Date())}`);
    expect(pack.text).toContain(`When added (${formatDate(deal.then.asOf)})`);
    for (const key of ['bmv', 'grossYield', 'roi'] as const) {
      if (deal.then[key] !== null) expect(pack.text).toContain(formatPercent(deal.then[key]));
    }
    // The attributions stay together, on the pack's last page beside what comes before them.
    const last = pack.pageTexts.at(-1)!;
    expect(last).toContain('Data sources and attributions');
    expect(last).toContain('How the figures are made');
    for (const a of DATA_ATTRIBUTIONS) expect(last).toContain(a.dataset);
  });

  it('prints the postcode once in the pack when the address already ends with it', async () => {
    const listing = onSale[7]!;
    const postcode = listing.postcode!;
    await sql`UPDATE listings SET address = ${`Grove Lane, Reading ${postcode}`}
               WHERE id = ${listing.id}`.execute(t.database.db);
    // Alice follows this listing already (an earlier test): a second deal on purpose.
    const deal = await newDeal(alice, listing, { duplicate: true });
    const res = await call(alice, 'GET', `/api/deals/${deal.id}/pack.pdf`);
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`Grove Lane, Reading ${postcode}`);
    const doubled = new RegExp(`${postcode},? ${postcode}`);
    expect(text).not.toMatch(doubled);
    expect(deal.title).toBe(`Grove Lane, Reading ${postcode}`);
  });
});
