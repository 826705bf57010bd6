import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collect } from '../../../test/parse-support.ts';
import { readJsonListings } from './jsonl-parser.ts';

/**
 * docs/listings-jsonl.md's own examples (issue 37): its feed header and listing, read out of
 * the page and written as a file of two lines, are imported by the parser with no rejected
 * line (the API's docs-examples test pushes the listing to an app).
 */
const page = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../docs/listings-jsonl.md'),
  'utf8',
);
const examples = [...page.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map(
  (m) => JSON.parse(m[1]!) as Record<string, unknown>,
);

describe('docs/listings-jsonl.md examples', () => {
  it('imports the page’s header and listing as a file', async () => {
    const header = examples.find((e) => 'feed' in e);
    const listing = examples.find((e) => 'ref' in e);
    expect(header && listing).toBeTruthy();
    let source: string | undefined;
    const file = `${JSON.stringify(header)}\n${JSON.stringify(listing)}\n`;
    const results = await collect(
      readJsonListings(Readable.from([file]), (feed) => (source = feed.source)),
    );
    expect(source).toBe('acme-homes');
    expect(results.filter((r) => r.kind !== 'row')).toEqual([]);
    expect(results.find((r) => r.kind === 'row' && r.target === undefined)).toMatchObject({
      row: { source: 'jsonl:acme-homes', source_ref: 'AH-1001', postcode: 'RG1 1AF' },
    });
  });
});
