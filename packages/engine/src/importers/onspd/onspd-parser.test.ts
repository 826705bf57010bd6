import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPostcodeDirectory } from '../../parse/ons-postcode-directory.ts';
import { collect } from '../../../test/parse-support.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const read = (name: string) =>
  collect(readPostcodeDirectory(createReadStream(fixture(name)), 'onspd'));

describe('ONSPD parser', () => {
  it('reads the August 2025 pcd7 layout with the os-prefixed geography columns', async () => {
    const results = await read('onspd_2025-08_pcd7_layout_WC.csv');
    const row = results.find((r) => r.kind === 'row' && r.row.postcode === 'WC1E 6BT');
    expect(row).toMatchObject({
      kind: 'row',
      line: 7,
      row: {
        postcode: 'WC1E 6BT',
        district: 'WC1E',
        lad_code: 'E09000007',
        county_code: 'E13000001',
        ward_code: 'E05000129',
        lsoa_code: 'E01000854',
        lat: 51.523569,
        lng: -0.132424,
        easting: 529662,
        northing: 182170,
        source: 'onspd',
      },
    });
  });

  it('nulls the 99.999999 / 0.000000 placeholder of a postcode without grid reference', async () => {
    const results = await read('onspd_2025-08_pcd7_layout_WC.csv');
    const jersey = results.find((r) => r.kind === 'row' && r.row.postcode === 'JE2 4WD');
    expect(jersey?.kind === 'row' && jersey.row).toMatchObject({
      area: 'JE',
      lat: null,
      lng: null,
      easting: null,
      northing: null,
      lad_code: null,
      country_code: 'L93000001',
      imd_rank: null,
    });
  });

  it('rejects bad postcodes, impossible dates, bad grid indicators and short rows', async () => {
    const results = await read('onspd_2025-08_pcd7_layout_WC.csv');
    expect(results.filter((r) => r.kind === 'row')).toHaveLength(8);
    expect(results.filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 10, reason: 'postcode: "WC2N 5D" is not a valid UK postcode' },
      { kind: 'rejected', line: 11, reason: 'doterm 1999-01-01 is before dointr 2005-01-01' },
      { kind: 'rejected', line: 12, reason: 'osgrdind: "X" is not a whole number' },
      { kind: 'rejected', line: 13, reason: 'expected 52 fields, found 4' },
    ]);
  });

  it('reads the older pcd layout to the same rows', async () => {
    const older = await read('onspd_2024-05_pcd_layout_WC.csv');
    const newer = await read('onspd_2025-08_pcd7_layout_WC.csv');
    const rows = (results: typeof older) =>
      results.flatMap((r) => (r.kind === 'row' ? [r.row] : []));
    expect(rows(older)).toEqual(rows(newer));
    expect(older.filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 10, reason: 'latitude: "51.50x" is not a number' },
    ]);
  });
});
