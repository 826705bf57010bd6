import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readBlmListings } from './blm-parser.ts';
import type { ListingRow } from './listing-row.ts';

const read = (name: string) =>
  collect(readBlmListings(createReadStream(fixturePath(import.meta.url, name))));
const listings = async (name: string) =>
  new Map(
    (await read(name)).flatMap((r) =>
      r.kind === 'row' && !r.target ? [[r.row.source_ref, r.row as ListingRow]] : [],
    ),
  );

describe('BLM listings parser', () => {
  it('maps a sale: price with thousands separator, codes, media, HTML stripped safely', async () => {
    const oak = (await listings('7001_20240501.blm')).get('7001_RG1001');
    expect(oak).toEqual({
      source: 'blm:7001',
      source_ref: '7001_RG1001',
      agent_id: null,
      agent_source: 'blm',
      agent_ref: '7001',
      transaction_type: 'sale',
      status: 'available',
      property_url: null,
      list_price: 250000,
      price_qualifier: 'Guide Price',
      rent_frequency: null,
      deposit: null,
      address: 'Oak Road, Reading',
      paon: '12',
      saon: null,
      street: 'Oak Road',
      locality: 'Katesgrove',
      town: 'Reading',
      postcode: 'RG1 1AF',
      area: 'RG',
      district: 'RG1',
      sector: 'RG1 1',
      lat: null,
      lng: null,
      property_type: 'T',
      property_sub_type: 'Terraced',
      bedrooms: 3,
      bathrooms: 1,
      reception_rooms: 1,
      total_floor_area: null,
      tenure: 'Freehold',
      new_home: false,
      furnished: null,
      let_type: null,
      available_from: null,
      summary: 'A three bedroom terraced house – ideal for investors.',
      description:
        'Entrance Hall\nStairs to first floor.\nLounge\n14\' 10" x 10\' 9" (4.52m x 3.28m)\nCash buyers only. No chain',
      features: ['Cash buyers only', 'Three bedrooms', 'Close to the station & town centre'],
      main_image: 'https://media.example.org/7001/RG1001_IMG_00.jpg',
      images: [
        'https://media.example.org/7001/RG1001_IMG_00.jpg',
        'https://media.example.org/7001/RG1001_IMG_01.jpg',
      ],
      floor_plan_images: ['https://media.example.org/7001/RG1001_FLP_00.jpg'],
      listed_on: '2024-04-01',
      updated_on: '2024-04-20T10:00:00',
      removed_on: null,
    });
  });

  it('reads a description spanning lines, statuses, flats and outcode-only lettings', async () => {
    const rows = await listings('7001_20240501.blm');
    expect(rows.get('7001_RG1002')).toMatchObject({
      status: 'sold_stc',
      list_price: 159950,
      saon: 'Flat 3',
      paon: '41',
      property_type: 'F',
      tenure: 'Leasehold',
      description:
        'First floor flat.\nOpen plan kitchen and lounge.\n\n• Gas central heating\n• Leasehold: 99 years from 1974',
    });
    expect(rows.get('7001_M21001')).toMatchObject({
      status: 'under_offer',
      property_type: 'S',
      images: ['M21001_IMG_00.jpg', 'M21001_IMG_01.jpg', 'M21001_IMG_02.jpg'],
      floor_plan_images: ['M21001_FLP_00.jpg'],
    });
    expect(rows.get('7001_L24001')).toMatchObject({
      transaction_type: 'rent',
      list_price: 950,
      rent_frequency: 'monthly',
      deposit: 1096,
      furnished: 'Furnished',
      let_type: 'Long term',
      available_from: '2024-06-01',
    });
    expect(rows.get('7001_RG1003')).toMatchObject({
      list_price: 1300,
      rent_frequency: 'weekly',
      postcode: null,
      district: 'RG1',
      area: 'RG',
      sector: null,
      paon: 'The Old Dairy',
    });
  });

  it('names each branch once as an agent', async () => {
    const agents = (await read('7001_20240501.blm')).flatMap((r) =>
      r.kind === 'row' && r.target === 'agents' ? [r.row.source_ref] : [],
    );
    expect(agents).toEqual(['7001', '7002']);
  });

  it('rejects malformed records with the line they start on', async () => {
    expect((await read('7001_20240501.blm')).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 21, reason: 'TRANS_TYPE_ID: "9" is not a known code' },
      { kind: 'rejected', line: 22, reason: 'PRICE: "12x,000" is not a number' },
      { kind: 'rejected', line: 23, reason: 'STATUS_ID: "12" is not a known code' },
      { kind: 'rejected', line: 24, reason: 'postcode: "RG1 XXX" is not a valid UK postcode' },
      {
        kind: 'rejected',
        line: 25,
        reason: 'UPDATE_DATE: "2024-13-01 10:00:00" is not a valid date',
      },
      { kind: 'rejected', line: 26, reason: 'AGENT_REF is missing' },
      { kind: 'rejected', line: 27, reason: 'expected 41 fields, found 5' },
    ]);
  });

  it('reads a feed whose header declares other delimiters', async () => {
    const rows = await listings('7001_20240515.blm');
    expect([...rows.keys()]).toEqual([
      '7001_RG1001',
      '7001_M21001',
      '7001_L24001',
      '7001_RG1003',
      '7001_M21002',
    ]);
    expect(rows.get('7001_RG1001')?.list_price).toBe(240000);
  });
});

describe('BLM feed cut short', () => {
  it('reports a feed without #END# so that nothing is withdrawn', async () => {
    const { Readable } = await import('node:stream');
    const text = [
      '#HEADER#',
      "EOF : '^'",
      "EOR : '~'",
      '#DEFINITION#',
      'AGENT_REF^BRANCH_ID^TRANS_TYPE_ID^POSTCODE1^POSTCODE2^~',
      '#DATA#',
      '9_a^9^1^RG1^1AF^~',
      '',
    ].join('\n');
    const results = await collect(readBlmListings(Readable.from([text])));
    expect(results.at(-1)).toEqual({
      kind: 'rejected',
      line: 7,
      reason: 'the feed has no #END#: it may be cut short, so no listing was withdrawn',
    });
  });
});
