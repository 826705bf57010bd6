import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readNaptan } from './naptan-parser.ts';

const read = (name: string) =>
  collect(readNaptan(createReadStream(fixturePath(import.meta.url, name))));

describe('NaPTAN Stops.csv parser', () => {
  it('maps an on-street bus stop', async () => {
    const [first] = await read('Stops.csv');
    expect(first).toEqual({
      kind: 'row',
      line: 2,
      row: {
        atco_code: '1800SJ47601',
        naptan_code: null,
        name: 'Abington Road',
        type: 'bus',
        stop_type: 'BCT',
        street: 'Marsland Road',
        indicator: 'opp',
        locality: 'Old Trafford',
        admin_area_code: '180',
        status: 'active',
        lat: 53.41754,
        lng: -2.317611,
      },
    });
  });

  it('keeps bus, rail and tram stations, skips entrances and taxi ranks, deletes inactive stops', async () => {
    const rows = (await read('Stops.csv')).flatMap((r) => (r.kind === 'row' ? [r] : []));
    expect(rows.map((r) => [r.row.atco_code, r.row.type, 'op' in r ? r.op : undefined])).toEqual([
      ['1800SJ47601', 'bus', undefined],
      ['1800SJ30021', 'bus', undefined],
      ['1800SB14271', 'bus', undefined],
      ['1800SJ30121', 'bus', undefined],
      ['9100ALTRNHM', 'rail', undefined],
      ['9400ZZMACHO', 'tram', undefined],
      ['1800SJ99991', 'bus', undefined],
      ['1800SJ99993', 'bus', 'delete'],
    ]);
  });

  it('rejects malformed stops with their line numbers', async () => {
    expect((await read('Stops.csv')).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 12, reason: 'latitude: "53.4x1" is not a number' },
      { kind: 'rejected', line: 13, reason: 'ATCOCode is missing' },
      { kind: 'rejected', line: 14, reason: 'CommonName is missing' },
      {
        kind: 'rejected',
        line: 15,
        reason: 'the stop has neither latitude/longitude nor a grid reference',
      },
      { kind: 'rejected', line: 16, reason: 'expected 43 fields, found 5' },
    ]);
  });
});

describe('NaPTAN RailReferences.csv parser', () => {
  it('maps stations with CRS and TIPLOC codes and a converted location', async () => {
    const results = await read('RailReferences.csv');
    const altrincham = results.find((r) => r.kind === 'row' && r.row.atco_code === '9100ALTRNHM');
    expect(altrincham).toEqual({
      kind: 'row',
      line: 4,
      target: 'railReferences',
      row: {
        atco_code: '9100ALTRNHM',
        tiploc_code: 'ALTRNHM',
        crs_code: 'ALT',
        name: 'Altrincham Rail Station',
        type: 'rail',
        stop_type: 'RLY',
        status: 'active',
        lat: expect.closeTo(53.3877, 3),
        lng: expect.closeTo(-2.3471, 3),
      },
    });
  });

  it('rejects malformed rows with their line numbers', async () => {
    expect((await read('RailReferences.csv')).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 7, reason: 'easting: "37737x" is not a number' },
      { kind: 'rejected', line: 8, reason: 'CrsCode: "XB22" is not a CRS code' },
      { kind: 'rejected', line: 9, reason: 'ATCOCode is missing' },
      { kind: 'rejected', line: 10, reason: 'expected 12 fields, found 4' },
    ]);
  });
});
