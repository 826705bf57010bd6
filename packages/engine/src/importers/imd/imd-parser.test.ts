import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../../../test/import-support.ts';
import { collect } from '../../../test/parse-support.ts';
import { readImd } from './imd-parser.ts';

const read = (name: string) =>
  collect(readImd(createReadStream(fixturePath(import.meta.url, name))));
const FILE_1_2019 = 'File_1_-_IMD2019_Index_of_Multiple_Deprivation_extract.csv';
const FILE_2025 = 'IoD2025_File_1_LSOA_synthetic.csv';

describe('IMD parser', () => {
  it('reads IoD2019 File 1 through its BOM and "29,199" ranks', async () => {
    const results = await read(FILE_1_2019);
    expect(results.slice(0, 2)).toEqual([
      {
        kind: 'row',
        line: 2,
        row: {
          code: 'E01000001',
          name: 'City of London 001A',
          lad_code: 'E09000001',
          imd_rank: 29199,
          imd_decile: 9,
          imd_nation_count: 32844,
          imd_vintage: 'IoD2019',
        },
      },
      {
        kind: 'row',
        line: 2,
        row: { code: 'E09000001', name: 'City of London' },
        target: 'localAuthorities',
      },
    ]);
    const ranks = results.flatMap((r) =>
      r.kind === 'row' && !r.target ? [[r.row.code, r.row.imd_rank]] : [],
    );
    expect(ranks).toContainEqual(['E01002082', 546]);
    expect(ranks).toContainEqual(['E01021988', 1]);
  });

  it('names each local authority once', async () => {
    const authorities = (await read(FILE_1_2019)).flatMap((r) =>
      r.kind === 'row' && r.target === 'localAuthorities' ? [r.row.code] : [],
    );
    expect(authorities).toEqual([
      'E09000001',
      'E09000002',
      'E09000014',
      'E07000076',
      'E06000038',
      'E08000009',
      'E08000012',
    ]);
  });

  it('rejects malformed rows with their line numbers', async () => {
    const rejected = (await read(FILE_1_2019)).filter((r) => r.kind === 'rejected');
    expect(rejected).toEqual([
      { kind: 'rejected', line: 15, reason: 'IMD rank: "10,6x8" is not a whole number' },
      { kind: 'rejected', line: 16, reason: 'IMD decile: 11 is outside 1..10' },
      {
        kind: 'rejected',
        line: 17,
        reason: 'LSOA code: "W01000001" is not an English LSOA (E01......)',
      },
      { kind: 'rejected', line: 18, reason: 'IMD rank: 40000 is outside 1..32844' },
      { kind: 'rejected', line: 19, reason: 'expected 6 fields, found 3' },
    ]);
  });

  it('reads an IoD2025 file with scores and long column names, on 2021 LSOAs', async () => {
    const results = await read(FILE_2025);
    const lsoas = results.flatMap((r) => (r.kind === 'row' && !r.target ? [r.row] : []));
    expect(lsoas).toHaveLength(6);
    expect(lsoas[4]).toEqual({
      code: 'E01035716',
      name: 'Liverpool 060G',
      lad_code: 'E08000012',
      imd_rank: 412,
      imd_decile: 1,
      imd_nation_count: 33755,
      imd_vintage: 'IoD2025',
    });
    expect(results.filter((r) => r.kind === 'rejected')).toEqual([
      { kind: 'rejected', line: 8, reason: 'IMD rank is missing' },
      { kind: 'rejected', line: 9, reason: 'IMD decile: 0 is outside 1..10' },
      {
        kind: 'rejected',
        line: 10,
        reason: 'LSOA code: "E0101635" is not an English LSOA (E01......)',
      },
    ]);
  });
});
