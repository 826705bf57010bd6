import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeCopyValue } from '../../load/copy-text.ts';
import { splitCsvLine } from '../../parse/csv-line.ts';
import { fastPricePaidCopy } from './ppd-fast-line.ts';
import { ppdImporter } from './ppd-importer.ts';
import { toPpdRow } from './ppd-record.ts';

/** The full path's COPY text for a bulk line, to compare with the fast path's. */
function fullPathCopy(line: string): string {
  const split = splitCsvLine(line);
  if (split.kind !== 'fields') throw new Error('not a record');
  const f = split.fields.map((v) => v ?? '');
  const [id, price, date, postcode, propertyType, oldNew, duration, paon, saon] = f;
  const { row } = toPpdRow({
    id: id ?? '',
    price: price ?? '',
    date: date ?? '',
    postcode: postcode ?? '',
    propertyType: propertyType ?? '',
    oldNew: oldNew ?? '',
    duration: duration ?? '',
    paon: paon ?? '',
    saon: saon ?? '',
    street: f[9] ?? '',
    locality: f[10] ?? '',
    town: f[11] ?? '',
    district: f[12] ?? '',
    county: f[13] ?? '',
    category: f[14] ?? '',
    status: f[15] ?? '',
  });
  return ppdImporter.target.columns.map((c) => encodeCopyValue(row[c])).join('\t');
}

describe('Price Paid fast path', () => {
  const lines = readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'pp-2019-sample.csv'),
    'utf8',
  )
    .split('\r\n')
    .filter(Boolean);

  it('encodes clean lines exactly as the full path does', () => {
    const fast = lines.filter((line) => fastPricePaidCopy(line) !== undefined);
    expect(fast.length).toBeGreaterThan(10);
    for (const line of fast) {
      expect(fastPricePaidCopy(line)?.toLowerCase()).toBe(fullPathCopy(line).toLowerCase());
    }
  });

  it('leaves to the full path what it cannot vouch for', () => {
    const clean =
      '"{8CAC1318-36E0-0253-E053-6B04A8C08E51}","162500","2019-06-20 00:00","BL0 9QA","S","N","F","61","","LANCASTER AVENUE","RAMSBOTTOM","BURY","BURY","GREATER MANCHESTER","A","A"';
    expect(fastPricePaidCopy(clean)).toBeDefined();
    for (const variant of [
      clean.replace('2019-06-20', '2019-06-30'), // a day the regex does not check
      clean.replace('"A","A"', '"A","D"'), // a deletion
      clean.replace('"61"', '" 61"'), // spaces to trim
      clean.replace('LANCASTER AVENUE', 'LANCASTER \\ AVENUE'), // a backslash to escape
      clean.replace('LANCASTER AVENUE', 'THE ""OLD"" AVENUE'), // an escaped quote
      clean.replace('BL0 9QA', 'BL09QA'), // a postcode to normalise
      clean.replace('162500', '2147483648'), // out of integer range
    ]) {
      expect(fastPricePaidCopy(variant)).toBeUndefined();
    }
  });
});
