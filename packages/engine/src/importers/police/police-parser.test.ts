import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readPoliceStreetCrimes } from './police-parser.ts';

const read = () =>
  collect(
    readPoliceStreetCrimes(
      createReadStream(fixturePath(import.meta.url, '2024-01-city-of-london-street.csv')),
    ),
  );

describe('police.uk street-level crime parser', () => {
  it('maps a crime with its Crime ID as key and the anonymised location', async () => {
    const [first] = await read();
    expect(first).toEqual({
      kind: 'row',
      line: 2,
      row: {
        crime_key: 'e7b720d0e1302d2d06db7b28b29132eb194864d44d79218a566f03d9e3c790f6',
        crime_id: 'e7b720d0e1302d2d06db7b28b29132eb194864d44d79218a566f03d9e3c790f6',
        month: '2024-01-01',
        reported_by: 'City of London Police',
        falls_within: 'City of London Police',
        lng: -0.10622,
        lat: 51.518275,
        location: 'On or near B500',
        lsoa_code: 'E01000916',
        lsoa_name: 'Camden 027B',
        crime_type: 'Theft from the person',
        last_outcome: 'Investigation complete; no suspect identified',
        context: null,
      },
    });
  });

  it('gives anti-social behaviour (no Crime ID) stable keys, distinct for identical rows', async () => {
    const asb = (await read()).flatMap((r) =>
      r.kind === 'row' && r.row.crime_id === null ? [r.row] : [],
    );
    expect(asb).toHaveLength(4);
    expect(asb.every((r) => /^asb:[0-9a-f]{40}:\d+$/.test(r.crime_key))).toBe(true);
    expect(new Set(asb.map((r) => r.crime_key)).size).toBe(4);
    const twins = asb.filter((r) => r.location === 'On or near Artizan Street');
    expect(twins.map((r) => r.crime_key.slice(-2))).toEqual([':1', ':2']);
    expect(asb[0]!.last_outcome).toBeNull();
    const again = (await read()).flatMap((r) =>
      r.kind === 'row' && r.row.crime_id === null ? [r.row.crime_key] : [],
    );
    expect(again).toEqual(asb.map((r) => r.crime_key));
  });

  it('keeps a crime with no location, without coordinates', async () => {
    const rows = (await read()).flatMap((r) => (r.kind === 'row' ? [r] : []));
    expect(rows.find((r) => r.line === 23)?.row).toMatchObject({
      location: 'No location',
      lat: null,
      lng: null,
      lsoa_code: null,
      crime_type: 'Other crime',
    });
  });

  it('rejects malformed rows with their line numbers', async () => {
    const rejected = (await read()).filter((r) => r.kind === 'rejected');
    expect(rejected).toEqual([
      { kind: 'rejected', line: 24, reason: 'Month: "2024-13" is not a valid date' },
      { kind: 'rejected', line: 25, reason: 'longitude: "-0.09x" is not a number' },
      { kind: 'rejected', line: 26, reason: 'Crime type is missing' },
      {
        kind: 'rejected',
        line: 27,
        reason: 'Crime ID: "not-a-crime-id" is not a 64-character police.uk identifier',
      },
      {
        kind: 'rejected',
        line: 28,
        reason: 'location 40.7128,-74.006 is outside the United Kingdom',
      },
      { kind: 'rejected', line: 29, reason: 'expected 12 fields, found 7' },
    ]);
  });
});
