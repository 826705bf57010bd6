import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileFormatError } from '../../parse/file-format-error.ts';
import { collect, textStream } from '../../../test/parse-support.ts';
import { readBlm, type BlmHeader } from './blm-reader.ts';

const feed = (lines: string[]) => textStream(`${lines.join('\n')}\n`, 5);

describe('BLM reader', () => {
  it('uses the delimiters the header declares and drops the trailing field delimiter', async () => {
    let header: BlmHeader | undefined;
    const records = await collect(
      readBlm(
        feed([
          '#HEADER#',
          'VERSION : 3',
          "EOF : '|'",
          "EOR : '#~'",
          '#DEFINITION#',
          'AGENT_REF|PRICE|#~',
          '#DATA#',
          '1_a|100,000|#~1_b|2',
          '00|#~',
          '#END#',
        ]),
        (h) => (header = h),
      ),
    );
    expect(header).toMatchObject({ fieldDelimiter: '|', recordDelimiter: '#~' });
    expect(header?.entries.get('VERSION')).toBe('3');
    expect(records).toEqual([
      {
        kind: 'record',
        line: 8,
        values: new Map([
          ['AGENT_REF', '1_a'],
          ['PRICE', '100,000'],
        ]),
      },
      {
        kind: 'record',
        line: 8,
        values: new Map([
          ['AGENT_REF', '1_b'],
          ['PRICE', '2\n00'],
        ]),
      },
      { kind: 'end', line: 10 },
    ]);
  });

  it('rejects records with the wrong number of fields and an unterminated last record', async () => {
    const records = await collect(
      readBlm(
        feed([
          '#HEADER#',
          "EOF : '^'",
          "EOR : '~'",
          '#DEFINITION#',
          'A^B^~',
          '#DATA#',
          'x^~',
          'y^z^~',
          'unterminated^record',
        ]),
      ),
    );
    expect(records).toEqual([
      { kind: 'rejected', line: 7, reason: 'expected 2 fields, found 1' },
      {
        kind: 'record',
        line: 8,
        values: new Map([
          ['A', 'y'],
          ['B', 'z'],
        ]),
      },
      {
        kind: 'rejected',
        line: 9,
        reason: 'a record does not end with the record delimiter ~',
      },
    ]);
  });

  it('refuses a file that is not a BLM feed', async () => {
    await expect(collect(readBlm(Readable.from(['a,b,c\n1,2,3\n'])))).rejects.toThrow(
      FileFormatError,
    );
    await expect(
      collect(readBlm(feed(['#HEADER#', 'VERSION : 3', '#DEFINITION#', 'A^~', '#DATA#']))),
    ).rejects.toThrow('does not declare EOF and EOR');
  });
});
