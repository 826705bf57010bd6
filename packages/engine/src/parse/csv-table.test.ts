import { describe, expect, it } from 'vitest';
import type { CsvHeader } from './csv-header.ts';
import { readCsvTable } from './csv-table.ts';
import { FileFormatError } from './file-format-error.ts';
import { requireInteger } from './numbers.ts';
import { collect, textStream } from '../../test/parse-support.ts';

const prepare = (header: CsvHeader) => {
  const name = header.require('Name');
  const count = header.require('Count', 'Total');
  return (fields: readonly string[]) => ({
    name: fields[name] ?? '',
    count: requireInteger(fields[count] ?? '', 'Count'),
  });
};

describe('readCsvTable', () => {
  it('maps rows by header name and rejects bad rows with their line, without stopping', async () => {
    const text = 'name , TOTAL\nA,1\n\nB,x\nC,"2,000"\nD\nE,"3\nF,4\n';
    const rows = await collect(readCsvTable(textStream(text), { prepare }));
    expect(rows).toEqual([
      { kind: 'row', line: 2, row: { name: 'A', count: 1 } },
      { kind: 'rejected', line: 4, reason: 'Count: "x" is not a whole number' },
      { kind: 'row', line: 5, row: { name: 'C', count: 2000 } },
      { kind: 'rejected', line: 6, reason: 'expected 2 fields, found 1' },
      { kind: 'rejected', line: 7, reason: 'a quoted field is not closed' },
      { kind: 'row', line: 8, row: { name: 'F', count: 4 } },
    ]);
  });

  it('joins quoted newlines when allowed, numbering the record by its first line', async () => {
    const text = 'Name,Count\n"two\nlines",1\nX,2\n';
    const rows = await collect(readCsvTable(textStream(text), { prepare, maxLinesPerRecord: 3 }));
    expect(rows).toEqual([
      { kind: 'row', line: 2, row: { name: 'two\nlines', count: 1 } },
      { kind: 'row', line: 4, row: { name: 'X', count: 2 } },
    ]);
  });

  it('reads headerless files with given columns', async () => {
    const rows = await collect(
      readCsvTable(textStream('A,1\n'), { prepare, columns: ['Name', 'Count'] }),
    );
    expect(rows).toEqual([{ kind: 'row', line: 1, row: { name: 'A', count: 1 } }]);
  });

  it('fails the whole file when a required column is missing', async () => {
    await expect(
      collect(readCsvTable(textStream('Name,Other\nA,1\n'), { prepare })),
    ).rejects.toThrow(FileFormatError);
  });
});
