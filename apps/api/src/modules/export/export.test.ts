import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { estimatePoint } from '@yardstick/core/estimates/yield-band';
import { priceWarningsOf } from '@yardstick/core/listings/price-warnings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFilterSchema } from '@yardstick/core/search/filter';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { csvField, csvRecord } from './csv.ts';
import { exportCsv } from './export.service.ts';
import { onTheMarket } from '../../../test/search-reference.ts';

/** A strict RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
      i++;
    } else if (c === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (c === '\n' || c === '\r') {
      throw new Error(`bare line break at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || record.length) throw new Error('last record without CRLF');
  return records;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('CSV export API', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let marked: ListingFixture[];
  let searcher: SignedInUser;
  let noAttributes: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(21, 260, postcodes));
    searcher = await signedInUser(t.database.db, ['property_estimates_es']);
    noAttributes = await signedInUser(t.database.db, ['favorite_properties']);
    // Texts that need escaping, and one a spreadsheet would run as a formula, on two
    // listings the export holds (whichever the fixture's seed makes them).
    const exported = parseCsv(
      (
        await readAll(await exportCsv(t, searchFilterSchema.parse({ sort: 'updated_on,desc' })))
      ).slice(1),
    )
      .slice(1)
      .map((row) => row[0]);
    marked = [0, 1].map((i) => listings.find((l) => String(l.id) === exported[i])!);
    await t.database.db
      .updateTable('listings')
      .set({ address: 'Flat 1, "The Maltings", Reading\nRG1' })
      .where('id', '=', marked[0]!.id)
      .execute();
    await t.database.db
      .updateTable('listings')
      .set({ address: '=HYPERLINK("http://example.com")' })
      .where('id', '=', marked[1]!.id)
      .execute();
  });
  afterAll(() => t?.close());

  const URL = '/api/property/price/estimates/export.csv';
  const get = (query: Record<string, string>, user?: SignedInUser) =>
    t.app.inject({ url: URL, query, headers: user ? { cookie: user.cookie } : {} });

  it('answers 401 without a session and 403 without property_estimates_es', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await get({}, noAttributes)).statusCode).toBe(403);
  });

  it.each([
    [{ minPrice: 'cheap' }, 'minPrice'],
    [{ sort: 'price,desc' }, 'sort'],
    [{ propertyTypes: 'T,X' }, 'propertyTypes'],
    [{ colour: 'red' }, 'colour'],
    [{ minBeds: '3', maxBeds: '1' }, 'maxBeds'],
  ])('%j is a 400 naming %s', async (query, field) => {
    const res = await get(query, searcher);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('streams the search as CSV: header, then every match in the search order', async () => {
    const query = { districts: 'RG1,RG2', sort: 'list_price,desc', propertyTypes: 'T,S,D' };
    const res = await get(query, searcher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="estimates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFProperty ID,Address,Postcode,')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toContain('BMV %');
    expect(rows.every((r) => r.length === header!.length)).toBe(true);

    // The same rows as the search's pages, in the same order.
    const searchIds: string[] = [];
    for (let page = 0; ; page++) {
      const search = await t.app.inject({
        url: '/api/property/_s/property/estimates',
        query: { ...query, size: '100', page: String(page), isCountRequired: 'false' },
        headers: { cookie: searcher.cookie },
      });
      const hits = search.json().hits.hits as { _id: string }[];
      searchIds.push(...hits.map((h) => h._id));
      if (hits.length < 100) break;
    }
    expect(searchIds.length).toBeGreaterThan(20);
    expect(rows.map((r) => r[0])).toEqual(searchIds);

    const col = (name: string) => header!.indexOf(name);
    for (const row of rows) {
      const listing = listings.find((l) => String(l.id) === row[0])!;
      expect(row[col('Asking price (GBP)')]).toBe(
        listing.list_price === null ? '' : String(listing.list_price),
      );
      const point = estimatePoint(null, listing.range1_price, listing.range2_price);
      expect(row[col('Estimate (GBP)')]).toBe(point === null ? '' : String(point));
      expect(row[col('Price warnings')]).toBe(
        priceWarningsOf(listing.price_warnings)
          .map((w) => w.label)
          .join('; '),
      );
      expect(['Terraced', 'Semi Detached', 'Detached']).toContain(row[col('Property type')]);
      expect(row[col('Link')]).toBe(`http://localhost/property-details?id=${listing.id}`);
    }
  });

  it("links each row absolutely, from the request's own origin (issue 14)", async () => {
    const res = await t.app.inject({
      url: URL,
      query: { districts: 'RG1', size: '3' },
      headers: { cookie: searcher.cookie, host: 'yardstick.example:8443' },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const link = header!.indexOf('Link');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[link]).toBe(`http://yardstick.example:8443/property-details?id=${row[0]}`);
    }
  });

  it('escapes commas, quotes and line breaks, and defuses formulas', async () => {
    const res = await get({ sort: 'updated_on,desc' }, searcher);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const address = header!.indexOf('Address');
    const byId = new Map(rows.map((r) => [r[0], r]));
    expect(byId.get(String(marked[0]!.id))?.[address]).toBe('Flat 1, "The Maltings", Reading\nRG1');
    expect(byId.get(String(marked[1]!.id))?.[address]).toBe(`'=HYPERLINK("http://example.com")`);
  });

  it('answers just the header when nothing matches', async () => {
    const res = await get({ minPrice: '999999999' }, searcher);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.slice(1))).toHaveLength(1);
  });

  it('stops at the limit, reading in batches', async () => {
    const filter = searchFilterSchema.parse({ sort: 'roi,desc' });
    const limited = parseCsv(
      (await readAll(await exportCsv(t, filter, { limit: 23, batch: 5 }))).slice(1),
    );
    expect(limited).toHaveLength(24);
    const all = parseCsv((await readAll(await exportCsv(t, filter))).slice(1));
    expect(limited.slice(1).map((r) => r[0])).toEqual(all.slice(1, 24).map((r) => r[0]));
    // Every sale listing on the market (neither withdrawn nor sold), once (commercial,
    // mixed-use, land and parking only with the Commercial toggle).
    const expected = listings.filter(
      (l) => onTheMarket(l) && !isNonResidential({ propertySubType: l.property_sub_type }),
    );
    expect(new Set(all.slice(1).map((r) => r[0])).size).toBe(expected.length);
    expect(all.length - 1).toBe(expected.length);
  });

  it('answers 400 before the first byte for a value the database cannot store', async () => {
    const queries: Record<string, string>[] = [
      { searchText: 'Reading\u0000' },
      { propertiesAfter: '0000-01-01' },
    ];
    for (const query of queries) {
      const res = await get(query, searcher);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Object.keys(res.json().errors ?? {})).toEqual(Object.keys(query));
    }
  });

  describe('when the database fails', () => {
    const breakListings = () =>
      sql`ALTER TABLE listings RENAME TO listings_gone`.execute(t.database.db);
    const mendListings = () =>
      sql`ALTER TABLE listings_gone RENAME TO listings`.execute(t.database.db);

    it('fails before the first byte when the first read fails: no 200 with a header row', async () => {
      await breakListings();
      try {
        const res = await get({ sort: 'roi,desc' }, searcher);
        expect(res.statusCode).toBe(500);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toMatchObject({ code: 'INTERNAL' });
      } finally {
        await mendListings();
      }
    });

    it('fails the stream when a later batch fails, so the response is cut short', async () => {
      const filter = searchFilterSchema.parse({ sort: 'roi,desc' });
      const stream = await exportCsv(t, filter, { batch: 5 });
      await breakListings();
      try {
        await expect(readAll(stream)).rejects.toThrow(/listings/);
      } finally {
        await mendListings();
      }
    });
  });
});

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('defuses text a spreadsheet would evaluate', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+44 118')).toBe("'+44 118");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('CSV export links with PUBLIC_URL', () => {
  it("takes the configured public address over the request's", async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://yardstick.example.org/app/' });
    try {
      const postcodes = await seedGeography(t.database.db);
      await insertListings(t.database.db, generateListings(3, 20, postcodes));
      const searcher = await signedInUser(t.database.db, ['property_estimates_es']);
      const res = await t.app.inject({
        url: '/api/property/price/estimates/export.csv',
        headers: { cookie: searcher.cookie, host: 'other.example' },
      });
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(res.body.slice(1));
      const link = header!.indexOf('Link');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row[link]).toBe(`https://yardstick.example.org/app/property-details?id=${row[0]}`);
      }
    } finally {
      await t.close();
    }
  });
});
