import { describe, expect, it } from 'vitest';
import { splitCsvLine } from './csv-line.ts';

describe('splitCsvLine', () => {
  it('splits plain, quoted and empty fields', () => {
    expect(splitCsvLine('a,"b,c","d ""e""",,"",f')).toEqual({
      kind: 'fields',
      fields: ['a', 'b,c', 'd "e"', '', '', 'f'],
    });
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(splitCsvLine(`11' 7" x 10',x`)).toEqual({
      kind: 'fields',
      fields: [`11' 7" x 10'`, 'x'],
    });
  });

  it('reports an open quote and text after a closing quote', () => {
    expect(splitCsvLine('a,"b')).toEqual({ kind: 'open-quote' });
    expect(splitCsvLine('a,"b"c,d').kind).toBe('error');
  });

  it('supports other delimiters', () => {
    expect(splitCsvLine('a|b||', '|')).toEqual({ kind: 'fields', fields: ['a', 'b', '', ''] });
  });
});
