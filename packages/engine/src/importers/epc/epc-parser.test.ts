import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readEpcCertificates } from './epc-parser.ts';

const read = () =>
  collect(readEpcCertificates(createReadStream(fixturePath(import.meta.url, 'certificates.csv'))));

describe('EPC certificates parser', () => {
  it('maps the columns the product uses', async () => {
    const [first] = await read();
    expect(first).toEqual({
      kind: 'row',
      line: 2,
      row: {
        lmk_key: '1203840119952017081012301840478922',
        postcode: 'RG30 2TS',
        uprn: 310012345,
        address1: '12 Cranbury Road',
        address2: null,
        address3: null,
        address: '12 Cranbury Road',
        posttown: 'READING',
        property_type: 'House',
        built_form: 'Mid-Terrace',
        total_floor_area: 84,
        current_energy_rating: 'D',
        current_energy_efficiency: 61,
        number_habitable_rooms: 4,
        construction_age_band: 'England and Wales: 1900-1929',
        tenure: 'owner-occupied',
        local_authority: 'E06000038',
        inspection_date: '2017-08-09',
        lodgement_date: '2017-08-10',
        lodgement_datetime: '2017-08-10T12:30:18',
      },
    });
  });

  it('keeps quoted addresses with commas, normalises postcodes, nulls NO DATA! and missing UPRNs', async () => {
    const rows = (await read()).flatMap((r) => (r.kind === 'row' ? [r.row] : []));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatchObject({ address2: '41, Oxford Road', total_floor_area: 41.27 });
    expect(rows[2]).toMatchObject({ postcode: 'M21 8AE', uprn: null });
    expect(rows[3]).toMatchObject({
      built_form: null,
      construction_age_band: null,
      tenure: null,
      number_habitable_rooms: null,
    });
  });

  it('rejects malformed rows with their line numbers', async () => {
    expect((await read()).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 6, reason: 'LMK_KEY is missing' },
      { kind: 'rejected', line: 7, reason: 'TOTAL_FLOOR_AREA: "fifty" is not a number' },
      { kind: 'rejected', line: 8, reason: 'LODGEMENT_DATE: "2020-02-31" is not a valid date' },
      { kind: 'rejected', line: 9, reason: 'POSTCODE: "RG1" is not a valid UK postcode' },
      { kind: 'rejected', line: 10, reason: 'CURRENT_ENERGY_RATING: "Z" is not A-G' },
      { kind: 'rejected', line: 11, reason: 'expected 92 fields, found 5' },
    ]);
  });

  it('reads the API CSV with its lower-case hyphenated column names', async () => {
    const csv =
      'lmk-key,postcode,lodgement-date,total-floor-area,current-energy-rating,uprn\n' +
      'abc123,RG1 1AF,2024-05-01,77.5,b,200004795372\n';
    const results = await collect(readEpcCertificates(Readable.from([csv])));
    expect(results).toMatchObject([
      {
        kind: 'row',
        row: {
          lmk_key: 'abc123',
          total_floor_area: 77.5,
          current_energy_rating: 'B',
          uprn: 200004795372,
        },
      },
    ]);
  });
});
