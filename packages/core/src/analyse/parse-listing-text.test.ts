import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARSED_FIELDS } from './analyse-schema.ts';
import { parseListingText, SQ_FT_IN_M2 } from './parse-listing-text.ts';

/**
 * The parser on a collection of listing texts of every common layout (a Rightmove-like
 * page, Zoopla-like, OnTheMarket-like, an auction catalogue lot, an agent's email, a
 * WhatsApp tip, square feet only, no postcode, shared ownership, retirement, a short lease,
 * rents beside the price, a text that gives nothing), written for this test: each text's
 * expected fields are in listing-texts.expected.json, a field left out there must not be
 * read. The accuracy over every (text, field) is printed and must stay at its measured level.
 *
 * Measured (docs/methodology.md "Analyse any property"): the first 13 texts, written before
 * the parser was run on them, 106/107 fields right (a lease 'from 2018' missed); six more
 * written after the parser and run untouched, 47/49 (a price without '£' and 'leasehold 999
 * yrs' missed); both read since: 156/156 on 19 texts.
 */
const dir = new URL('./fixtures/listing-texts/', import.meta.url);
const expected = JSON.parse(
  readFileSync(new URL('./fixtures/listing-texts.expected.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;
const CHECKED = [
  ...PARSED_FIELDS,
  'leaseYears',
  'outwardCode',
  'keywords',
  'address',
  'priceQualifier',
] as const;

describe('parseListingText on the collection', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));

  it('has an expectation for every text, and texts of at least 12 layouts', () => {
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  const results = files.map((file) => {
    const parsed = parseListingText(readFileSync(new URL(file, dir), 'utf8'), { asOfYear: 2026 });
    return { file, parsed };
  });

  for (const { file, parsed } of results) {
    it(`reads ${file}`, () => {
      const want = expected[file]!;
      const got: Record<string, unknown> = { ...parsed.fields, keywords: parsed.keywords };
      for (const field of CHECKED) {
        if (field === 'outwardCode' && want.postCode !== undefined) continue;
        expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
      }
      // Every form field not read is reported, with why.
      for (const field of PARSED_FIELDS) {
        const reported = parsed.unread.some((u) => u.field === field);
        expect({ field, reported }).toEqual({
          field,
          reported: parsed.fields[field] === undefined,
        });
      }
    });
  }

  it('measures field accuracy', () => {
    let right = 0;
    let total = 0;
    for (const { file, parsed } of results) {
      const want = expected[file]!;
      const got: Record<string, unknown> = { ...parsed.fields, keywords: parsed.keywords };
      for (const field of CHECKED) {
        if (field === 'outwardCode' && want.postCode !== undefined) continue;
        total++;
        if (JSON.stringify(got[field]) === JSON.stringify(want[field])) right++;
      }
    }
    console.log(`parseListingText: ${right}/${total} fields right on ${results.length} texts`);
    expect(right / total).toBe(1);
  });
});

describe('parseListingText wordings', () => {
  const price = (t: string) => parseListingText(t).fields;
  it('reads prices as agents write them', () => {
    expect(price('Offers over £250,000').askingPrice).toBe(250_000);
    expect(price('Offers over £250,000').priceQualifier).toBe('Offers over');
    expect(price('£250k').askingPrice).toBe(250_000);
    expect(price('OIEO £1.2m').askingPrice).toBe(1_200_000);
    expect(price('OIEO £1.2m').priceQualifier).toBe('Offers over');
    expect(price('Guide Price £85,000+').priceQualifier).toBe('Guide price');
    expect(price('Rent £1,100 pcm. Asking price £180,000').askingPrice).toBe(180_000);
    expect(price('service charge of £12,000 per annum').askingPrice).toBeUndefined();
  });
  it('reads types, and a detached garage is no detached house', () => {
    expect(price('semi detached bungalow').propertyType).toBe('S');
    expect(price('semi detached bungalow').propertySubType).toBe('Bungalow');
    expect(price('end of terrace house').propertyType).toBe('T');
    expect(price('Ground floor maisonette').propertyType).toBe('F');
    expect(price('Town house with a detached garage').propertyType).toBe('T');
    expect(price('Cottage with a detached garage').propertyType).toBeUndefined();
  });
  it('converts square feet to m2 and keeps m2 when both are given', () => {
    expect(price('1,000 sq ft').floorArea).toBe(Math.round(1000 * SQ_FT_IN_M2));
    expect(price('1,076 sq ft (100 m²)').floorArea).toBe(100);
  });
  it('reads an outward code alone and says the full postcode is missing', () => {
    const parsed = parseListingText('2 bed flat, Didsbury, M20');
    expect(parsed.fields.outwardCode).toBe('M20');
    expect(parsed.fields.postCode).toBeUndefined();
    expect(parsed.unread.find((u) => u.field === 'postCode')?.reason).toMatch(/M20/);
  });
  it('reads a qualifier on the line before the price (issue 40)', () => {
    const fields = price('Morning,\n\nOffers in excess of\n£185,000\n\nFreehold.');
    expect(fields.askingPrice).toBe(185_000);
    expect(fields.priceQualifier).toBe('Offers in excess of');
    // A qualifier further up is no qualifier of this price.
    expect(price('Offers over\nwere refused\n£185,000').priceQualifier).toBeUndefined();
  });
  it("takes the street as the address, not the email's greeting or the description (issue 40)", () => {
    const address = (t: string) => parseListingText(t).fields.address;
    expect(address('Hi, new one for you - 2 bed flat, Wilmslow Rd M14 6AB. Leasehold.')).toBe(
      'Wilmslow Rd',
    );
    expect(address('Hello Jo: three-bed semi on Moss Lane, Sale, M33 5BW')).toBe('Moss Lane, Sale');
    expect(address('2 bed terrace M21 9JL, 175k')).toBeUndefined();
    expect(address('Flat 3, 22 Oxford Road, Reading, RG1 7LA')).toBe(
      'Flat 3, 22 Oxford Road, Reading',
    );
  });
  it('says the price warnings read in words, not as codes (issue 40)', () => {
    const parsed = parseListingText(
      '2 bed flat M14 6AB £120,000. Cash buyers only, short lease of 62 years.',
    );
    expect(parsed.keywords).toEqual(['cash-buyers-only', 'short-lease']);
    expect(parsed.read.find((r) => r.field === 'keywords')?.text).toBe(
      'Cash buyers only, Short lease',
    );
  });
  it('reads a lease length and a share of freehold', () => {
    expect(price('Leasehold, 72 years remaining').leaseYears).toBe(72);
    expect(price('Tenure: share of freehold').tenure).toBe('share-of-freehold');
  });
});
