import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveChanged } from '@yardstick/engine/ingest/ingest.public';
import { seedFixture } from '@yardstick/engine/test/derive-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** An operator's API key with the listings:write scope: what a data supplier sends. */
const KEY = `ysk_${randomBytes(32).toString('base64url')}`;
const PUSHER = { authorization: `Bearer ${KEY}` };

/** An operator account holding KEY (users.operator is granted by the CLI only). */
async function addOperatorKey(app: TestApp): Promise<void> {
  const userId = randomUUID();
  await sql`INSERT INTO users (id, email, first_name, operator)
            VALUES (${userId}, 'pusher@example.com', 'Pusher', true)`.execute(app.database.db);
  const hash = createHash('sha256').update(KEY).digest('hex');
  await sql`INSERT INTO api_keys (id, user_id, name, scopes, key_hash, prefix)
            VALUES (${randomUUID()}, ${userId}, 'supplier', ${['listings:write']}, ${hash},
                    ${KEY.slice(0, 12)})`.execute(app.database.db);
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addOperatorKey(t);
  await seedFixture(t.database.db);
  // The first derive of the world (full: no derive has run yet).
  await deriveChanged(t.database);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const listing = (ref: string, price: number, extra: Record<string, unknown> = {}) => ({
  ref,
  transactionType: 'sale',
  price,
  address: { paon: '44', street: 'Oak Road', town: 'Reading', postcode: 'RG1 5AB' },
  propertyType: 'T',
  bedrooms: 3,
  floorAreaM2: 85,
  listedOn: '2024-11-05',
  ...extra,
});

const put = (source: string, ref: string, body: unknown, headers: object = PUSHER) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/ingest/listings/${source}/${ref}`,
    headers: { ...headers },
    payload: body as object,
  });

const del = (source: string, ref: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/ingest/listings/${source}/${ref}`, headers: PUSHER });

const post = (source: string, body: string, type = 'application/x-ndjson', query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/ingest/listings/${source}${query}`,
    headers: { ...PUSHER, 'content-type': type },
    payload: body,
  });

const ndjson = (...lines: unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');

const eventsOf = async (id: number) =>
  (
    await sql<{ kind: string }>`
      SELECT kind FROM listing_events WHERE listing_id = ${id} ORDER BY id`.execute(t.database.db)
  ).rows.map((r) => r.kind);

describe('access and validation', () => {
  it('refuses a call without the credentials before reading it', async () => {
    // No cookie, no key: 401 as docs/http-api.md says, before any anti-forgery check (with
    // no cookie there is nothing to forge with; issue 37).
    const bare = await put('acme', 'A-1', listing('A-1', 1), {});
    expect([bare.statusCode, bare.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const browser = { 'x-requested-with': 'yardstick' };
    const res = await put('acme', 'A-1', listing('A-1', 1), browser);
    expect(res.statusCode).toBe(401);
    // A bearer that is not an API key is not one: 401 too; a key of the right shape that
    // is unknown is 401 API_KEY_INVALID.
    const wrong = await put('acme', 'A-1', listing('A-1', 1), { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
    // A cookie rides along: the anti-forgery rule holds as before (CSRF_REJECTED).
    const cookie = await put('acme', 'A-1', listing('A-1', 1), {
      cookie: 'yardstick_session=forged',
    });
    expect([cookie.statusCode, cookie.json().code]).toEqual([403, 'CSRF_REJECTED']);
    const unknown = await put('acme', 'A-1', listing('A-1', 1), {
      authorization: `Bearer ysk_${'x'.repeat(43)}`,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'API_KEY_INVALID']);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/listings/acme',
      headers: { ...browser, 'content-type': 'application/x-ndjson' },
      payload: '{}',
    });
    expect(batch.statusCode).toBe(401);
  });

  it('answers 400 with field messages for bad sources, refs and listings', async () => {
    const source = await put('Acme Homes', 'A-1', listing('A-1', 1));
    expect(source.statusCode).toBe(400);
    expect(source.json().errors).toHaveProperty('source');
    const ref = await put('acme', '%24bad%20ref', listing('x', 1));
    expect(ref.statusCode).toBe(400);
    expect(ref.json().errors).toHaveProperty('ref');
    const body = await put('acme', 'A-1', { ...listing('A-1', 1), transactionType: 'swap' });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/transactionType/);
    // The listing's own fields by name, in the error catalogue's shape (issue 37).
    expect(body.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { transactionType: expect.any(String) },
    });
    const two = await put('acme', 'A-1', { ...listing('A-1', -1), bedrooms: 'three' });
    expect(Object.keys(two.json().errors).sort()).toEqual(['bedrooms', 'price']);
    const otherRef = await put('acme', 'A-1', listing('A-2', 1));
    expect(otherRef.json().errors).toHaveProperty('ref');
  });
});

describe('the PUT body in the OpenAPI document (issue 38 item 5)', () => {
  it("declares the listing's fields and the withdrawal, from core's listing schema", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body =
      doc.paths['/api/ingest/listings/{source}/{ref}'].put.requestBody.content['application/json']
        .schema;
    const [listingBody, withdrawal] = body.anyOf;
    expect(listingBody.required).toEqual(['transactionType', 'price', 'address']);
    expect(Object.keys(listingBody.properties)).toEqual(
      expect.arrayContaining(['ref', 'transactionType', 'price', 'address', 'agent', 'images']),
    );
    expect(listingBody.properties.transactionType.enum).toEqual(['sale', 'rent']);
    expect(withdrawal.properties.status).toMatchObject({ enum: ['withdrawn'] });
  });
});

describe('postcodes and addresses as people send them (issue 37)', () => {
  const at = (postcode: string, extra: Record<string, unknown> = {}) => ({
    ref: 'X',
    transactionType: 'sale',
    price: 250_000,
    address: { paon: '7', street: 'Oak Grove', town: 'Reading', postcode },
    ...extra,
  });
  const stored = (id: number) =>
    t.database.db
      .selectFrom('listings')
      .select(['postcode', 'district', 'address'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('takes a postcode in any case and spacing, through the one core parser', async () => {
    for (const [ref, postcode] of [
      ['PC-1', 'RG15AB'],
      ['PC-2', 'rg15ab'],
      ['PC-3', ' rg1  5ab '],
    ] as const) {
      const res = await put('spell', ref, at(postcode, { ref }));
      expect(res.statusCode, res.body).toBe(201);
      expect(await stored(res.json().id)).toMatchObject({ postcode: 'RG1 5AB', district: 'RG1' });
    }
  });

  it('rejects a well-formed postcode the directory does not hold, by line', async () => {
    const one = await put('spell', 'PC-X', at('XX1 1XX', { ref: 'PC-X' }));
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({
      'address.postcode': '"XX1 1XX" is not a postcode the directory holds',
    });
    const batch = await post(
      'spell',
      ndjson(
        at('RG1 5AB', { ref: 'PC-B1' }),
        at('xx11xx', { ref: 'PC-B2' }),
        at('RG9', { ref: 'PC-B3' }),
        at('ZZ9', { ref: 'PC-B4' }),
      ),
    );
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toMatchObject({ created: 2 });
    expect(batch.json().rejected).toEqual([
      { line: 2, reason: 'address.postcode: "XX1 1XX" is not a postcode the directory holds' },
      { line: 4, reason: 'address.postcode: "ZZ9" is not a postcode the directory holds' },
    ]);
    const { rows } = await sql<{ district: string }>`
      SELECT DISTINCT district FROM listings WHERE source = 'push:spell'`.execute(t.database.db);
    expect(rows.map((r) => r.district).sort()).toEqual(['RG1', 'RG9']);
  });

  it('composes address.display from the parts when absent, as the emails do', async () => {
    const res = await put('spell', 'PC-D', at('RG1 5AB', { ref: 'PC-D' }));
    expect((await stored(res.json().id)).address).toBe('7 Oak Grove, Reading');
    const given = await put(
      'spell',
      'PC-E',
      at('RG1 5AB', {
        ref: 'PC-E',
        address: { display: 'Oak Grove, Reading', postcode: 'RG1 5AB' },
      }),
    );
    expect((await stored(given.json().id)).address).toBe('Oak Grove, Reading');
  });
});

describe('PUT and DELETE /api/ingest/listings/{source}/{ref}', () => {
  it('answers 201 created, 200 updated, and 200 unchanged for a retry, with no second event', async () => {
    const created = await put('acme', 'P-1', listing('P-1', 260_000));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ref: 'P-1', outcome: 'created', changed: true });

    const retried = await put('acme', 'P-1', listing('P-1', 260_000));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({
      id,
      ref: 'P-1',
      outcome: 'unchanged',
      changed: false,
      status: 'available',
    });
    expect(await eventsOf(id)).toEqual(['new']);

    const cut = await put('acme', 'P-1', listing('P-1', 255_000));
    expect(cut.statusCode).toBe(200);
    expect(cut.json()).toMatchObject({ id, outcome: 'updated', changed: true });
    expect((await put('acme', 'P-1', listing('P-1', 255_000))).json().changed).toBe(false);
    expect(await eventsOf(id)).toEqual(['new', 'price-change']);
  });

  it('withdraws with DELETE (event withdrawn), again unchanged, 404 when unknown', async () => {
    const { id } = (await put('acme', 'P-2', listing('P-2', 300_000))).json();
    const withdrawn = await del('acme', 'P-2');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id, changed: true, status: 'withdrawn' });
    expect((await del('acme', 'P-2')).json()).toMatchObject({ changed: false });
    expect(await eventsOf(id)).toEqual(['new', 'withdrawn']);
    expect((await del('acme', 'never-pushed')).statusCode).toBe(404);
    // A withdrawal body on PUT withdraws too.
    const { id: id3 } = (await put('acme', 'P-3', listing('P-3', 310_000))).json();
    const byPut = await put('acme', 'P-3', { status: 'withdrawn' });
    expect(byPut.json()).toMatchObject({ id: id3, outcome: 'withdrawn', status: 'withdrawn' });
    expect((await put('acme', 'P-4', { status: 'withdrawn' })).statusCode).toBe(404);
    // The same ref of another source is another listing.
    expect((await del('other', 'P-1')).statusCode).toBe(404);
  });
});

describe('POST /api/ingest/listings/{source}', () => {
  it('rejects bad lines with their line numbers and keeps the rest', async () => {
    const body = ndjson(
      listing('B-1', 200_000),
      '{"ref": "B-2", "transactionType": ',
      listing('B-3', 210_000),
      { ...listing('B-4', 1), price: -5 },
      { ref: 'P-1', status: 'withdrawn' },
      '',
      { ref: 'B-9', status: 'withdrawn' },
    );
    const res = await post('acme', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      withdrawn: 1,
      withdrawnAbsent: 0,
    });
    expect(res.json().rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/^not valid JSON/) },
      { line: 4, reason: expect.stringMatching(/^price/) },
      { line: 7, reason: 'no listing with this ref' },
    ]);
    // Retried: nothing changes, no event is added.
    const again = await post('acme', body, 'text/plain');
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, withdrawn: 0 });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM listing_events e JOIN listings l ON l.id = e.listing_id
      WHERE l.source = 'push:acme' AND l.source_ref IN ('B-1', 'B-3', 'P-1')`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(5); // B-1 new, B-3 new, P-1 new, price-change, withdrawn
  });

  it('withdraws the absent listings of a full snapshot (?full=true)', async () => {
    const all = [listing('F-1', 100_000), listing('F-2', 110_000), listing('F-3', 120_000)];
    await post('snap', ndjson(...all), 'application/x-ndjson', '?full=true');
    const res = await post('snap', ndjson(all[0], all[2]), 'application/x-ndjson', '?full=true');
    expect(res.json()).toMatchObject({ unchanged: 2, withdrawnAbsent: 1 });
    const f2 = await t.database.db
      .selectFrom('listings')
      .select('status')
      .where('source', '=', 'push:snap')
      .where('source_ref', '=', 'F-2')
      .executeTakeFirstOrThrow();
    expect(f2.status).toBe('withdrawn');
  });

  it('answers 413 beyond 10,000 lines, and 415 for another content type', async () => {
    const lines = `${JSON.stringify(listing('L', 1))}\n`.repeat(10_001);
    const res = await post('acme', lines);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/10,000 lines/);
    const xml = await post('acme', '<listing/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
  });
});

describe('a pushed listing in the estimates search', () => {
  it('is found with its estimate, BMV and yield once derived', async () => {
    const res = await put('acme', 'S-NEW', listing('S-NEW', 240_000, { paon: '46' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const started = Date.now();
    await t.app.jobs.flush('listings derive');
    expect(Date.now() - started).toBeLessThan(60_000);
    const search = await t.app.inject({
      url: '/api/property/price/estimates',
      query: { postCodes: 'RG1 5AB', size: '12', sort: 'listPrice asc' },
    });
    expect(search.statusCode, search.body).toBe(200);
    const card = search
      .json()
      .content.find((c: { propertyId: string }) => c.propertyId === String(id));
    expect(card).toBeDefined();
    expect(card.estimatedPrice).toEqual(expect.any(Number));
    expect(card.avgBmv).toEqual(expect.any(Number));
    expect(card.avgYield).toEqual(expect.any(Number));
  }, 120_000);
});
