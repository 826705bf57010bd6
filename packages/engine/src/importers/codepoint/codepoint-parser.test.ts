import { createReadStream, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collect } from '../../../test/parse-support.ts';
import { readCodepoint } from './codepoint-parser.ts';
import { haversineMetres } from '@yardstick/core/geo/haversine';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const read = () =>
  collect(readCodepoint(createReadStream(fixture('codepoint_open_2014-08_rg_m_l_extract.csv'))));

const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  haversineMetres(a.lat, a.lng, b.lat, b.lng);

describe('Code-Point Open parser', () => {
  it('maps a postcode with its grid reference converted to WGS84', async () => {
    const results = await read();
    expect(results[0]).toEqual({
      kind: 'row',
      line: 1,
      row: {
        postcode: 'RG1 1AF',
        area: 'RG',
        district: 'RG1',
        sector: 'RG1 1',
        lat: expect.closeTo(51.457494, 4),
        lng: expect.closeTo(-0.969244, 4),
        easting: 471712,
        northing: 173672,
        positional_quality: 1,
        country_code: 'E92000001',
        county_code: null,
        lad_code: 'E06000038',
        ward_code: 'E05002319',
        source: 'codepoint',
      },
    });
  });

  it('places every postcode within 5 m of an independent conversion', async () => {
    const reference = readFileSync(fixture('codepoint_reference_wgs84.csv'), 'utf-8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([postcode, lat, lng]) => ({ postcode, lat: Number(lat), lng: Number(lng) }));
    const rows = new Map(
      (await read()).flatMap((r) => (r.kind === 'row' ? [[r.row.postcode, r.row]] : [])),
    );
    expect(reference).toHaveLength(16);
    for (const expected of reference) {
      const row = rows.get(expected.postcode!);
      expect(row?.lat, expected.postcode).not.toBeNull();
      expect(metresBetween({ lat: row!.lat!, lng: row!.lng! }, expected)).toBeLessThan(5);
    }
  });

  it('keeps positional quality on the ONS scale and gives PQI 90 no location', async () => {
    const rows = (await read()).flatMap((r) => (r.kind === 'row' ? [r.row] : []));
    expect(rows.find((r) => r.postcode === 'RG1 1AZ')?.positional_quality).toBe(5);
    expect(rows.find((r) => r.postcode === 'RG1 9ZZ')).toMatchObject({
      positional_quality: 9,
      lat: null,
      lng: null,
      easting: null,
      ward_code: null,
    });
  });

  it('rejects malformed rows with their line numbers', async () => {
    const rejected = (await read()).filter((r) => r.kind === 'rejected');
    expect(rejected).toEqual([
      { kind: 'rejected', line: 18, reason: 'postcode: "RG1 1A" is not a valid UK postcode' },
      { kind: 'rejected', line: 19, reason: 'easting: "47171x" is not a number' },
      { kind: 'rejected', line: 20, reason: 'expected 10 fields, found 6' },
      {
        kind: 'rejected',
        line: 21,
        reason: 'grid reference 9471712,173672 is outside the National Grid',
      },
    ]);
  });
});
