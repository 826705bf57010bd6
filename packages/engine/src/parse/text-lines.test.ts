import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collect, textStream } from '../../test/parse-support.ts';
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

describe('automatic encoding', () => {
  it('reads UTF-8 and Windows-1252 lines alike, line by line', async () => {
    const bytes = Buffer.concat([
      Buffer.from('name\nSt Hugh’s École\n', 'utf-8'),
      Buffer.from([0x53, 0x74, 0x92, 0x73, 0x20, 0xc9, 0x0a]),
      Buffer.from('£1\n', 'utf-8'),
    ]);
    const lines = await collect(
      readTextLines(textStream(bytes.toString('latin1'), 3, 'latin1'), { encoding: 'auto' }),
    );
    expect(lines.map((l) => l.text)).toEqual(['name', 'St Hugh’s École', 'St’s É', '£1']);
  });

  it('drops a BOM in every mode', async () => {
    const text = '\uFEFFa\n';
    for (const encoding of ['utf-8', 'windows-1252', 'auto'] as const) {
      const lines = await collect(readTextLines(textStream(text), { encoding }));
      expect(lines).toEqual([{ line: 1, text: 'a' }]);
    }
  });
});
