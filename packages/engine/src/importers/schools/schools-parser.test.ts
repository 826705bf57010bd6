import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readSchools } from './schools-parser.ts';

const GIAS = 'edubasealldata20240926_trafford_extract.csv';
const OFSTED = 'Management_information_-_state-funded_schools_-_latest_inspections_synthetic.csv';
const read = (name: string) =>
  collect(readSchools(createReadStream(fixturePath(import.meta.url, name))));

describe('schools parser: GIAS establishments', () => {
  it('maps a school with its grid reference converted to WGS84', async () => {
    const [first] = await read(GIAS);
    expect(first).toEqual({
      kind: 'row',
      line: 2,
      row: {
        urn: 106167,
        name: 'St John Vianney School',
        phase: 'Not applicable',
        type: 'Community special school',
        type_group: 'Special schools',
        status: 'Open',
        la_code: '358',
        la_name: 'Trafford',
        gender: 'Mixed',
        religious_character: 'Does not apply',
        low_age: 5,
        high_age: 19,
        capacity: 160,
        pupils: null,
        percent_fsm: 41.3,
        website: 'www.stjohnvianneyschool.co.uk',
        postcode: 'M16 0EX',
        lat: expect.closeTo(53.45146, 4),
        lng: expect.closeTo(-2.27829, 4),
        easting: expect.any(Number),
        northing: expect.any(Number),
        lsoa_code: null,
        opened_on: null,
        closed_on: null,
        ofsted_rating: 'Good',
        ofsted_date: null,
      },
    });
  });

  it('decodes Windows-1252 and reads closed establishments with their dates', async () => {
    const closed = (await read(GIAS)).find((r) => r.kind === 'row' && r.row.urn === 900001);
    expect(closed?.kind === 'row' && closed.row).toMatchObject({
      name: 'St Hugh’s Former Infant School',
      status: 'Closed',
      opened_on: '1975-09-01',
      closed_on: '2019-08-31',
      lat: null,
      ofsted_rating: 'Good',
      ofsted_date: '2013-03-14',
    });
  });

  it('rejects malformed rows with their line numbers', async () => {
    expect((await read(GIAS)).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 11, reason: 'URN: "10628A" is not a whole number' },
      { kind: 'rejected', line: 12, reason: 'OpenDate: "31-02-2020" is not a valid date' },
      { kind: 'rejected', line: 13, reason: 'easting: "north" is not a number' },
      { kind: 'rejected', line: 14, reason: 'EstablishmentName is missing' },
      { kind: 'rejected', line: 15, reason: 'expected 139 fields, found 4' },
    ]);
  });
});

describe('schools parser: Ofsted latest inspections', () => {
  it('maps grades and categories of concern, and skips inspections without a grade', async () => {
    const rows = (await read(OFSTED)).flatMap((r) =>
      r.kind === 'row' && r.target === 'ofsted' ? [r.row] : [],
    );
    expect(rows.map((r) => [r.urn, r.ofsted_rating, r.ofsted_date])).toEqual([
      [106283, 'Outstanding', '2024-03-12'],
      [106344, 'Special Measures', '2024-05-21'],
      [106347, 'Serious Weaknesses', '2024-06-04'],
      [999901, 'Good', '2023-10-10'],
    ]);
  });

  it('rejects malformed rows with their line numbers', async () => {
    expect((await read(OFSTED)).filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 7, reason: 'URN: "10628X" is not a whole number' },
      {
        kind: 'rejected',
        line: 8,
        reason: 'Inspection start date: "2024-13-01" is not a valid date',
      },
      { kind: 'rejected', line: 9, reason: 'Ofsted grade: "7" is not 1-4 or a grade name' },
    ]);
  });
});
