import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPostcodeDirectory } from '../../parse/ons-postcode-directory.ts';
import { collect } from '../../../test/parse-support.ts';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const read = (name: string) =>
  collect(readPostcodeDirectory(createReadStream(fixture(name)), 'nspl'));

describe('NSPL parser, November 2021 layout (real extract of the WC file)', () => {
  it('maps a live postcode with its location, geographies and IMD rank', async () => {
    const results = await read('nspl_2021-11_WC_extract.csv');
    const row = results.find((r) => r.kind === 'row' && r.row.postcode === 'WC1A 1AB');
    expect(row).toEqual({
      kind: 'row',
      line: 3,
      row: {
        postcode: 'WC1A 1AB',
        area: 'WC',
        district: 'WC1A',
        sector: 'WC1A 1',
        lat: 51.516386,
        lng: -0.125165,
        easting: 530186,
        northing: 181384,
        positional_quality: 1,
        country_code: 'E92000001',
        region_code: 'E12000007',
        county_code: 'E13000001',
        lad_code: 'E09000007',
        ward_code: 'E05000138',
        lsoa_code: 'E01000919',
        msoa_code: 'E02000193',
        imd_rank: 12962,
        user_type: 0,
        introduced_on: '2007-05-01',
        terminated_on: null,
        source: 'nspl',
      },
    });
  });

  it('keeps terminated postcodes with their termination month', async () => {
    const results = await read('nspl_2021-11_WC_extract.csv');
    const row = results.find((r) => r.kind === 'row' && r.row.postcode === 'WC1A 1AA');
    expect(row?.kind === 'row' && row.row).toMatchObject({
      introduced_on: '1990-02-01',
      terminated_on: '1998-06-01',
      lat: 51.516595,
    });
  });

  it('gives no location, not a point in the sea, to postcodes without a grid reference', async () => {
    const results = await read('nspl_2021-11_WC_extract.csv');
    const row = results.find((r) => r.kind === 'row' && r.row.postcode === 'WC1A 9AF');
    expect(row?.kind === 'row' && row.row).toMatchObject({
      lat: null,
      lng: null,
      easting: null,
      positional_quality: 9,
      lad_code: null,
      imd_rank: null,
    });
  });

  it('rejects malformed rows with their line number and goes on', async () => {
    const results = await read('nspl_2021-11_WC_extract.csv');
    expect(results.filter((r) => r.kind === 'row')).toHaveLength(17);
    expect(results.filter((r) => r.kind === 'rejected')).toEqual([
      {
        kind: 'rejected',
        line: 19,
        reason: 'postcode: "NOT A POSTCODE" is not a valid UK postcode',
      },
      { kind: 'rejected', line: 20, reason: 'dointr: "2016AB" is not a YYYYMM month' },
      { kind: 'rejected', line: 21, reason: 'latitude: "51.52x" is not a number' },
      { kind: 'rejected', line: 22, reason: 'expected 41 fields, found 8' },
    ]);
  });
});

describe('NSPL parser, 2025 layout with year-suffixed column names', () => {
  it('reads lad25cd, rgn25cd, lsoa21cd, gridind, imd20ind', async () => {
    const results = await read('nspl_2025-05_year_suffixed_layout_WC.csv');
    const row = results.find((r) => r.kind === 'row' && r.row.postcode === 'WC2N 5DU');
    expect(row?.kind === 'row' && row.row).toMatchObject({
      lad_code: 'E09000033',
      region_code: 'E12000007',
      lsoa_code: 'E01004736',
      positional_quality: 1,
      imd_rank: 24862,
      user_type: 1,
      lat: 51.507209,
      lng: -0.128294,
    });
    expect(results.filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 7, reason: 'laua: "Westminster" is not a GSS code' },
    ]);
  });
});
