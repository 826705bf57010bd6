import { isOutcode, parsePostcode } from '../geo/postcode.ts';
import {
  leaseYearsRemaining,
  PRICE_WARNING_LABELS,
  priceWarnings,
  type PriceWarningCode,
} from '../listings/price-warnings.ts';
import type {
  AnalysePropertyType,
  AnalyseTenure,
  ParsedField,
  ParsedListingText,
} from './analyse-schema.ts';
import { NUMBER_WORDS } from '../listings/stated-income.ts';

/**
 * Reads the form of /analyse from listing text pasted from a portal page, an auction
 * catalogue, an agent's email or a message (POST /api/analyse/parse; docs/methodology.md
 * "Analyse any property"). Pure and local: nothing is fetched. Each field is read by the
 * first wording that gives it; what is not read is listed with why, so the user fills it.
 *
 * Measured on the collection of listing texts beside the tests
 * (fixtures/listing-texts/*.txt): see parse-listing-text.test.ts.
 */

/** One square foot in square metres. */
export const SQ_FT_IN_M2 = 0.09290304;

/** Qualifiers of an asking price, as portals and agents word them (longest first). */
const QUALIFIERS: readonly [RegExp, string][] = [
  [/offers in excess of/i, 'Offers in excess of'],
  [/offers in the region of|\boiro\b/i, 'Offers in the region of'],
  [/offers over|\boieo\b|\bo\/o\b/i, 'Offers over'],
  [/\bono\b|\bo\.n\.o\b|or nearest offer/i, 'Or nearest offer'],
  [/guide price|\bguide\b/i, 'Guide price'],
  [/fixed price/i, 'Fixed price'],
  [/starting bid/i, 'Starting bid'],
  [/asking price/i, 'Asking price'],
  [/shared ownership/i, 'Shared ownership'],
];

/**
 * A money amount: '£250,000', '£250k', '£1.2m', '250k' / '175k' without the sign, or
 * '140,000' without the sign next to a price word ('they want 140,000 ono').
 */
const MONEY =
  /(£\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|m|million)?\b|\b(\d{2,4}(?:\.\d+)?)\s?(k)\b|(?<=\b(?:want|wants|asking|price|offers(?: over)?|for)\s)(\d{1,3}(?:,\d{3})+)\b|\b(\d{1,3}(?:,\d{3})+)(?=\s?(?:ono|oiro|oieo|o\.n\.o)\b))/gi;
/** Words after an amount that make it a rent, a charge or a fee, not a price. */
const NOT_PRICE_AFTER =
  /^\s*\+?\s*(?:pcm|pw|p\/w|pppw|per (?:calendar )?(?:month|week|annum|year)|a (?:month|week|year)|p\.?a\.?\b|pa\b|\/\s?(?:month|week|year|pcm|pa)|monthly|weekly|inc\.? vat)/i;
/** Words before an amount that make it something else than the asking price. */
const NOT_PRICE_BEFORE =
  /(?:rent|rents|rental|service charge|ground rent|council tax|deposit|premium|minimum of|income|fee|charge|let at|reserve|bills|under|budget|earn(?:ing|s)?|potential)[^£\n]{0,25}$/i;

interface Found<T> {
  value: T;
  text: string;
}

function readPrice(text: string): Found<{ price: number; qualifier: string | null }> | null {
  for (const m of text.matchAll(MONEY)) {
    const index = m.index ?? 0;
    const after = text.slice(index + m[0].length, index + m[0].length + 24);
    const before = text.slice(Math.max(0, index - 40), index);
    if (NOT_PRICE_AFTER.test(after) || NOT_PRICE_BEFORE.test(before)) continue;
    const digits = (m[2] ?? m[4] ?? m[6] ?? m[7] ?? '').replace(/,/g, '');
    const unit = (m[3] ?? m[5] ?? '').toLowerCase();
    let price = Number(digits);
    if (unit === 'k') price *= 1_000;
    else if (unit === 'm' || unit === 'million') price *= 1_000_000;
    price = Math.round(price);
    // A home's price: a smaller amount is a fee, a rent or a deposit.
    if (!Number.isFinite(price) || price < 10_000 || price > 100_000_000) continue;
    // The qualifier on the same line, before the amount or just after it.
    const lineStart = text.lastIndexOf('\n', index) + 1;
    const nextLines = text.slice(lineStart, index + m[0].length + 60).split('\n');
    const around = nextLines.slice(0, 2).join(' ');
    // Or on a line of its own just before the price ('Offers in excess of' / '£185,000').
    const before1 = text.slice(0, Math.max(0, lineStart - 1));
    const previousLine = before1.slice(before1.lastIndexOf('\n') + 1).trim();
    const qualifier =
      QUALIFIERS.find(([re]) => re.test(around))?.[1] ??
      (/^[a-z\s./]+:?$/i.test(previousLine) && previousLine.length <= 40
        ? (QUALIFIERS.find(([re]) => re.test(previousLine))?.[1] ?? null)
        : null);
    return { value: { price, qualifier }, text: m[0].trim() };
  }
  return null;
}

const BEDROOMS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:x\s*)?(?:double\s+)?(?:bed(?:room)?s?|br)\b/gi;

function readBedrooms(text: string): Found<number> | null {
  const studio = /\bstudio\b/i.exec(text);
  for (const m of text.matchAll(BEDROOMS)) {
    const word = m[1]!.toLowerCase();
    const n = NUMBER_WORDS[word] ?? Number(word);
    if (!Number.isInteger(n) || n < 1 || n > 20) continue;
    // A studio named before any bedroom count is a studio ('Studio | 1 bathroom').
    if (studio && studio.index < (m.index ?? 0)) return { value: 0, text: studio[0] };
    return { value: n, text: m[0].trim() };
  }
  // 'BEDROOMS ×3' (a portal's key facts), 'Bedrooms: 3'.
  const facts = /\bbedrooms?\s*[:\n]?\s*[×x]?\s*(\d{1,2})\b/i.exec(text);
  if (facts) return { value: Number(facts[1]), text: facts[0].replace(/\s+/g, ' ').trim() };
  if (studio) return { value: 0, text: studio[0] };
  return null;
}

/** Type words, read in the order they appear; the first names the property's type. */
const TYPE_WORDS: readonly [RegExp, AnalysePropertyType, string | null][] = [
  [/\bsemi[\s-]?detached\b|\bsemi\b/i, 'S', null],
  [
    /\bend[\s-]of[\s-]terrace\b|\bend[\s-]terrace\b|\bmid[\s-]terrace\b|\bterrace[d]?\b|\btown\s?house\b/i,
    'T',
    null,
  ],
  [/\bdetached\b(?![\s-]+(?:double\s+|single\s+)?garage)/i, 'D', null],
  [/\bmaisonette\b/i, 'F', 'Maisonette'],
  [/\bflat\b|\bapartment\b|\bpenthouse\b|\bstudio\b/i, 'F', null],
  [/\bbungalow\b/i, 'D', 'Bungalow'],
];

function readType(text: string): Found<{ type: AnalysePropertyType; sub: string | null }> | null {
  let best: { index: number; type: AnalysePropertyType; sub: string | null; text: string } | null =
    null;
  for (const [re, type, sub] of TYPE_WORDS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) {
      best = { index: m.index, type, sub, text: m[0] };
    }
  }
  if (!best) return null;
  // 'detached bungalow', 'semi-detached bungalow': the type word names the type, the
  // bungalow the sub type.
  const bungalow = /\bbungalow\b/i.exec(text);
  const sub =
    best.sub ??
    (bungalow && bungalow.index - best.index < 30 && bungalow.index > best.index
      ? 'Bungalow'
      : null);
  return { value: { type: best.type, sub }, text: best.text };
}

const FULL_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/g;
/** An outward code at the end of an address: 'Liverpool, L24' or 'Reading RG1'. */
const OUTWARD = /(?:,\s*|[a-z]\s+)([A-Z]{1,2}\d[A-Z\d]?)\s*(?:$|[,.)\n])/gm;

function readPostcode(
  text: string,
): Found<{ postcode: string | null; outward: string | null; address: string | null }> | null {
  for (const m of text.matchAll(FULL_POSTCODE)) {
    const parsed = parsePostcode(`${m[1]} ${m[2]}`);
    if (!parsed) continue;
    return {
      value: {
        postcode: parsed.postcode,
        outward: parsed.outcode,
        address: addressBefore(text, m.index ?? 0),
      },
      text: m[0],
    };
  }
  for (const m of text.matchAll(OUTWARD)) {
    if (!isOutcode(m[1]!)) continue;
    const at = (m.index ?? 0) + m[0].indexOf(m[1]!);
    return {
      value: { postcode: null, outward: m[1]!, address: addressBefore(text, at) },
      text: m[1]!,
    };
  }
  return null;
}

/** A street or a building: a number, or a street word ('Road', 'Rd', 'Rise', 'Court'...). */
const ADDRESS_LIKE =
  /\d|road|street|avenue|lane|way|close|court|drive|grove|rise|walk|place|crescent|gardens|house|square|mews|terrace|parade|\b(?:rd|st|ave|ln|dr|cl|ct|cres|gdns|pl|sq|pde|hill|row|park|green|view)\b/i;

/**
 * Words that make a piece of a line a greeting or a message's lead-in ('Hi', 'new one for
 * you', 'As promised') rather than an address.
 */
const GREETING =
  /^(?:hi|hello|hey|hiya|dear|morning|afternoon|evening|good (?:morning|afternoon|evening)|thanks|re|fw|fwd|subject)\b|\b(?:new one|for you|as promised|following|just (?:listed|taken|instructed|come)|have a look|check (?:this|out)|thought you|fyi|instruction|heads up|might suit|interested)\b/i;

/**
 * Words that make a piece of a line the property's description ('2 bed flat', 'three-bed
 * semi', '2 bedroom apartment for sale in') rather than its address. A flat's number
 * ('Flat 3') is an address.
 */
const DESCRIPTION =
  /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:x\s*)?(?:double\s+)?bed|\bbed(?:room)?s?\b|\bstudio\b|\bsemi\b|semi[\s-]detached|\bdetached\b|\b(?:mid|end)[\s-](?:of[\s-])?terrace|\bterraced\b|\bbungalow\b|\bmaisonette\b|\bcottage\b|\b(?:flat|apartment|penthouse)\b(?!\s*\d)|for sale|to let|£|\bprice\b|\boffers\b|\bvendors?\b|\binvestment\b/i;

/**
 * The address on the postcode's line, before it ('Flat 12, Kings Court, Palatine Road,
 * Manchester'): the line's last pieces (split at commas, dashes and colons) that are neither a
 * greeting nor the property's description. Issue 40: 'Hi, new one for you - 2 bed flat,
 * Wilmslow Rd M14' gave the whole line as the address; it is 'Wilmslow Rd'.
 */
function addressBefore(text: string, index: number): string | null {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  let line = text.slice(lineStart, index);
  // In running text the address follows the last 'at' or ':' of the line.
  const at = Math.max(line.lastIndexOf(' at '), line.lastIndexOf(': '));
  if (at >= 0) line = line.slice(at + (line[at] === ':' ? 2 : 4));
  const pieces = line
    .split(/\s*,\s*|\s+[-–—]\s+|:\s+|\s*\|\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const kept: string[] = [];
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    const prose = piece.split(/\s+/).length > 6;
    if (!GREETING.test(piece) && !DESCRIPTION.test(piece) && !prose) {
      kept.unshift(piece);
      continue;
    }
    // '2 bed flat in Queens Road', 'a semi on Elm Grove': the street follows the last 'in'/'on'.
    const tail = /\b(?:in|on)\s+([^]*)$/i.exec(piece)?.[1]?.trim();
    if (tail && !GREETING.test(tail) && !DESCRIPTION.test(tail) && ADDRESS_LIKE.test(tail)) {
      kept.unshift(tail);
    }
    break;
  }
  const address = kept.join(', ');
  return address.length >= 3 && /[a-z]/i.test(address) && ADDRESS_LIKE.test(address)
    ? address
    : null;
}

const SQ_M =
  /(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(?:sq\.?\s*m(?:etres|eters)?\b|sqm\b|m²|m2\b|square met(?:re|er)s?\b)/i;
const SQ_FT =
  /(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(?:sq\.?\s*f(?:ee)?t\b|sqft\b|ft²|ft2\b|square f(?:ee|oo)t\b)/i;

function readFloorArea(text: string): Found<number> | null {
  const m2 = SQ_M.exec(text);
  if (m2) {
    const value = Number(m2[1]!.replace(/,/g, ''));
    if (value >= 5 && value <= 10_000) return { value: Math.round(value), text: m2[0] };
  }
  const ft = SQ_FT.exec(text);
  if (ft) {
    const value = Number(ft[1]!.replace(/,/g, '')) * SQ_FT_IN_M2;
    if (value >= 5 && value <= 10_000) return { value: Math.round(value), text: ft[0] };
  }
  return null;
}

function readTenure(text: string): Found<AnalyseTenure> | null {
  const share = /\bshare of (?:the )?freehold\b/i.exec(text);
  if (share) return { value: 'share-of-freehold', text: share[0] };
  // 'Tenure: Leasehold' names it; else the first of the words, or a lease's length.
  const named = /\btenure\b\s*[:\n-]?\s*(leasehold|freehold)\b/i.exec(text);
  if (named) return { value: named[1]!.toLowerCase() as AnalyseTenure, text: named[0] };
  const word = /\b(leasehold|freehold)\b/i.exec(text);
  if (word) return { value: word[1]!.toLowerCase() as AnalyseTenure, text: word[0] };
  const lease = /\blease\b/i.exec(text);
  if (lease) return { value: 'leasehold', text: lease[0] };
  return null;
}

const LEASE_TERM =
  /\blease(?:hold)?\s*(?:term)?\s*[,:-]?\s*(\d{2,3})\s*(?:years?|yrs?)\b(?! from| starting| commencing| granted)/g;
const LEASE_TERM_FROM =
  /\blease(?:hold)?\s*(?:term)?\s*[:-]?\s*(\d{2,3})\s*(?:years?|yrs?) (?:from|starting|commencing|granted in) (?:\d{1,2}(?:st|nd|rd|th)? )?(?:[a-z]+ )?((?:19|20)\d\d)\b/g;

export interface ParseOptions {
  /** The year the text is read in, for 'a 125 year lease from 2018' (default: this year). */
  asOfYear?: number;
}

/** Reads the form fields of /analyse from pasted listing text. */
export function parseListingText(input: string, options: ParseOptions = {}): ParsedListingText {
  const text = input.replace(/\r\n?/g, '\n');
  const asOfYear = options.asOfYear ?? new Date().getUTCFullYear();
  const fields: ParsedListingText['fields'] = {};
  const read: ParsedListingText['read'] = [];
  const unread: ParsedListingText['unread'] = [];
  const miss = (field: ParsedField, reason: string) => unread.push({ field, reason });

  const price = readPrice(text);
  if (price) {
    fields.askingPrice = price.value.price;
    if (price.value.qualifier) fields.priceQualifier = price.value.qualifier;
    read.push({ field: 'askingPrice', text: price.text });
  } else miss('askingPrice', 'No asking price in pounds (such as £250,000 or £250k) was found.');

  const bedrooms = readBedrooms(text);
  if (bedrooms) {
    fields.bedrooms = bedrooms.value;
    read.push({ field: 'bedrooms', text: bedrooms.text });
  } else miss('bedrooms', 'No bedroom count (such as "3 bedroom" or "studio") was found.');

  const type = readType(text);
  if (type) {
    fields.propertyType = type.value.type;
    if (type.value.sub) fields.propertySubType = type.value.sub;
    read.push({ field: 'propertyType', text: type.text });
  } else {
    miss(
      'propertyType',
      'No property type (detached, semi-detached, terraced, flat...) was found.',
    );
  }

  const postcode = readPostcode(text);
  if (postcode?.value.postcode) {
    fields.postCode = postcode.value.postcode;
    fields.outwardCode = postcode.value.outward ?? undefined;
    read.push({ field: 'postCode', text: postcode.text });
  } else if (postcode?.value.outward) {
    fields.outwardCode = postcode.value.outward;
    read.push({ field: 'outwardCode', text: postcode.text });
    miss(
      'postCode',
      `Only the postcode district (${postcode.value.outward}) was given: enter the full postcode.`,
    );
  } else miss('postCode', 'No UK postcode was found.');
  if (postcode?.value.address) {
    fields.address = postcode.value.address;
    read.push({ field: 'address', text: postcode.value.address });
  }

  const area = readFloorArea(text);
  if (area) {
    fields.floorArea = area.value;
    read.push({ field: 'floorArea', text: area.text });
  } else miss('floorArea', 'No floor area in m² or sq ft was found (it is optional).');

  const tenure = readTenure(text);
  const lower = text.toLowerCase();
  if (tenure) {
    fields.tenure = tenure.value;
    read.push({ field: 'tenure', text: tenure.text });
    if (tenure.value !== 'freehold') {
      const years = leaseYearsRemaining(lower, asOfYear);
      // 'leasehold 999 yrs', 'Lease: 125 years from 2018' (the rules read '125 year lease
      // from 2018').
      for (const m of lower.matchAll(LEASE_TERM)) years.push(Number(m[1]));
      for (const m of lower.matchAll(LEASE_TERM_FROM)) {
        years.push(Number(m[1]) - (asOfYear - Number(m[2])));
      }
      years.splice(0, years.length, ...years.filter((y) => y > 0));
      if (years.length > 0) {
        fields.leaseYears = Math.max(...years);
        read.push({ field: 'leaseYears', text: `${fields.leaseYears} years` });
      }
    }
  } else miss('tenure', 'No tenure (freehold, leasehold or share of freehold) was found.');

  const keywords: PriceWarningCode[] = priceWarnings({
    description: text,
    tenure: tenure ? tenure.text : null,
    priceQualifier: fields.priceQualifier ?? null,
    propertySubType: fields.propertySubType ?? null,
    asOfYear,
  });
  // Said in words ('Cash buyers only'), as every surface names them (issue 40).
  if (keywords.length > 0) {
    read.push({
      field: 'keywords',
      text: keywords.map((code) => PRICE_WARNING_LABELS[code]).join(', '),
    });
  }
  return { fields, keywords, read, unread };
}
