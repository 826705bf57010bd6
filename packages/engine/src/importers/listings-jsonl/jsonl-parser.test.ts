import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readJsonListings } from './jsonl-parser.ts';

const FIRST = 'acme-homes_2024-05-01.jsonl';
const read = (name: string, onHeader?: Parameters<typeof readJsonListings>[1]) =>
  collect(readJsonListings(createReadStream(fixturePath(import.meta.url, name)), onHeader));

describe('listings JSON-lines parser', () => {
  it('reports the feed header and maps a sale with its agent', async () => {
    let full: boolean | undefined;
    const results = await read(FIRST, (feed) => (full = feed.full));
    expect(full).toBe(true);
    expect(results[0]).toEqual({
      kind: 'row',
      line: 2,
      target: 'agents',
      row: {
        source: 'jsonl:acme-homes',
        source_ref: 'acme-reading',
        name: 'Acme Homes Reading',
        brand_image_url: 'https://acme-homes.example/logo.png',
        contact_phone: '0118 496 0000',
        email: 'reading@acme-homes.example',
        address: null,
        postcode: null,
        website: 'https://acme-homes.example',
      },
    });
    expect(results[1]).toMatchObject({
      kind: 'row',
      line: 2,
      row: {
        source: 'jsonl:acme-homes',
        source_ref: 'AH-1001',
        agent_source: 'jsonl:acme-homes',
        agent_ref: 'acme-reading',
        list_price: 325000,
        postcode: 'RG1 1AF',
        sector: 'RG1 1',
        total_floor_area: 92.5,
        description: 'Auction property.\nCash buyers only & no chain.',
        main_image: 'https://cdn.acme-homes.example/ah-1001/1.jpg',
        listed_on: '2024-04-10',
        updated_on: '2024-04-30T09:00:00Z',
      },
    });
  });

  it('maps a let and a price-on-application sale with an outward code only', async () => {
    const rows = (await read(FIRST)).flatMap((r) => (r.kind === 'row' && !r.target ? [r.row] : []));
    expect(rows.map((r) => r.source_ref)).toEqual(['AH-1001', 'AH-2001', 'AH-3001']);
    expect(rows[1]).toMatchObject({
      transaction_type: 'rent',
      status: 'let_agreed',
      list_price: 1150,
      rent_frequency: 'monthly',
      saon: 'Flat 1',
      lat: 53.3453,
      available_from: '2024-06-01',
    });
    expect(rows[2]).toMatchObject({
      list_price: null,
      price_qualifier: 'POA',
      postcode: null,
      district: 'M21',
      agent_ref: null,
      status: 'available',
    });
  });

  it('rejects lines that are not JSON or do not match the schema, with their numbers', async () => {
    const rejected = (await read(FIRST)).filter((r) => r.kind === 'rejected');
    expect(rejected.map((r) => r.line)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rejected.map((r) => (r.kind === 'rejected' ? r.reason : ''))).toEqual([
      expect.stringMatching(/^not valid JSON: (?!unexpected error)/),
      expect.stringMatching(/^ref: /),
      'rentFrequency: a rent needs its frequency',
      'address.postcode: "RG1 XYZ" is not a valid UK postcode',
      expect.stringMatching(/^price: /),
      expect.stringMatching(/^images\.0: /),
      expect.stringMatching(/^listedOn: /),
      'a feed header must be the first line',
    ]);
  });
});

describe('listings JSON-lines feed counts', () => {
  it('reports a file holding another number of listings than its header announces', async () => {
    const { Readable } = await import('node:stream');
    const lines = [
      JSON.stringify({ feed: { source: 'acme', full: true, count: 3 } }),
      JSON.stringify({
        ref: 'A1',
        transactionType: 'sale',
        price: 1,
        address: { postcode: 'RG1 1AF' },
      }),
      '{"ref": "A2", "transactionType": "sa',
    ];
    let counted: number | undefined;
    const results = await collect(
      readJsonListings(Readable.from([lines.join('\n')]), undefined, (n) => (counted = n)),
    );
    expect(counted).toBe(2);
    expect(results.at(-1)).toEqual({
      kind: 'rejected',
      line: 3,
      reason: 'the header announces 3 listings but the file holds 2',
    });
  });
});
