import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collect, textStream } from './test-support.ts';
import { readTextLines } from './text-lines.ts';

describe('readTextLines', () => {
  it('numbers lines, drops a BOM and CRs, and keeps a last line without newline', async () => {
    const lines = await collect(readTextLines(textStream('\uFEFFa,b\r\n\r\nc£d\r\nlast', 3)));
    expect(lines).toEqual([
      { line: 1, text: 'a,b' },
      { line: 2, text: '' },
      { line: 3, text: 'c£d' },
      { line: 4, text: 'last' },
    ]);
  });

  it('decodes Windows-1252', async () => {
    const bytes = Buffer.from([
      0x93, 0x53, 0x74, 0x20, 0x4d, 0x61, 0x72, 0x79, 0x92, 0x73, 0x94, 0x0a, 0xa3,
    ]);
    const lines = await collect(
      readTextLines(Readable.from([bytes]), { encoding: 'windows-1252' }),
    );
    expect(lines.map((l) => l.text)).toEqual(['“St Mary’s”', '£']);
  });
});
