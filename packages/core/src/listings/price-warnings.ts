/**
 * Price warnings (docs/methodology.md "Price warnings"): reasons, read from a sale listing's
 * own text and fields, why its asking price is not comparable with what whole homes on the
 * open market sell for, so a low BMV is probably not a bargain. In real listings a price far
 * below every comparable is almost always one of these: a shared-ownership share, a
 * retirement or age-restricted home, an auction guide, a home sold with its tenant, a cash-buyers-only or
 * non-standard-construction property, a short lease, or a part share.
 *
 * Pure: the derive step stores the codes (`listings.price_warnings`), the BMV sort puts a
 * warned BMV after the clean ones, and the card and details show each code's label.
 *
 * Text rules read the summary, description and features together, lower-cased, and skip a
 * phrase negated just before it in the same clause ('not shared ownership', 'no age
 * restriction'). A rule never reads beyond its listing.
 */

/** Stable codes, in the order they are stored and shown. */
export const PRICE_WARNING_CODES = [
  'shared-ownership',
  'retirement',
  'auction',
  'tenanted',
  'cash-buyers-only',
  'non-standard-construction',
  'short-lease',
  'part-share',
  'far-below-comparables',
] as const;
export type PriceWarningCode = (typeof PRICE_WARNING_CODES)[number];

/** The label shown on the badge. */
export const PRICE_WARNING_LABELS: Readonly<Record<PriceWarningCode, string>> = {
  'shared-ownership': 'Shared ownership',
  retirement: 'Retirement home',
  auction: 'Auction guide',
  tenanted: 'Tenanted',
  'cash-buyers-only': 'Cash buyers only',
  'non-standard-construction': 'Non-standard construction',
  'short-lease': 'Short lease',
  'part-share': 'Part share',
  'far-below-comparables': 'Far below comparables',
};

/** What each warning means for the BMV (the badge's tooltip). */
export const PRICE_WARNING_EXPLANATIONS: Readonly<Record<PriceWarningCode, string>> = {
  'shared-ownership':
    'The price is for a share of the home (rent is paid on the rest), not the whole home the estimate values.',
  retirement:
    'Retirement and age-restricted homes resell for well below other homes of their size: the estimate does not allow for it.',
  auction:
    'An auction guide is a starting point, usually set below what the home is expected to fetch.',
  tenanted:
    'Sold with a tenant in place: a buyer cannot move in, and a tenanted home sells below one with vacant possession, which is what the estimate values.',
  'cash-buyers-only':
    'Sold to cash buyers only (not mortgageable), so it sells below homes a buyer can borrow against.',
  'non-standard-construction':
    'Non-standard construction: many lenders will not lend on it, so it sells below standard homes.',
  'short-lease':
    'A lease under 80 years costs a buyer a lease extension and is hard to mortgage, so it sells below homes with long leases.',
  'part-share': 'The price is for part of the property only.',
  'far-below-comparables':
    'The asking price lies far below the range of comparable sales: check what is being sold.',
};

/** A price warning as answers carry it. */
export interface PriceWarning {
  code: PriceWarningCode;
  label: string;
}

/** What the rules read of a sale listing. */
export interface PriceWarningInput {
  summary?: string | null;
  description?: string | null;
  features?: readonly string[] | null;
  tenure?: string | null;
  propertySubType?: string | null;
  priceQualifier?: string | null;
  listPrice?: number | null;
  range1Price?: number | null;
  range2Price?: number | null;
  /** The year the listing is read in, for 'a 99 year lease from 1985' (default: none). */
  asOfYear?: number | null;
}

/**
 * 'far-below-comparables': the asking price lies below the estimate range's lower bound by more
 * than FAR_BELOW_SPREADS times the range's width (the comparables' spread). The range holds
 * about 80% of the values its comparables support (docs/methodology.md "Estimated price"), so a
 * price a whole width below its lower bound is far outside what they sold for.
 */
export const FAR_BELOW_SPREADS = 1;

/** A lease shorter than this many years remaining is a short lease (marriage value, lenders). */
export const SHORT_LEASE_YEARS = 80;

/** The text of a listing the rules read: its parts joined as clauses, lower-cased, tidied. */
export function warningText(input: PriceWarningInput): string {
  const parts = [input.summary, input.description, ...(input.features ?? [])]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim());
  return parts
    .join(' .\n')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[ \t\u00a0]+/g, ' ');
}

/**
 * A negation just before a phrase: the word, then only small words ('not a', 'is not being
 * sold by', 'no', 'without any'), up to the phrase.
 */
const NEGATION =
  /\b(?:not|no|non|isn't|aren't|never|without|nor|neither)\b(?:\s+(?:a|an|the|be|being|been|is|are|this|that|it|any|of|in|on|for|by|to|via|under|subject|sold|offered|available|property|home|flat|house|part|through|at))*\s*$/;
/** Where a clause starts: what precedes a phrase beyond this is not read for a negation. */
const CLAUSE_START = /[.;,!?\n:•|()]/;

function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 40), index);
  let start = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    if (CLAUSE_START.test(before[i] as string)) {
      start = i + 1;
      break;
    }
  }
  return before.slice(start);
}

/** Whether `pattern` (global) matches somewhere in `text` without a negation before it. */
function affirmed(text: string, pattern: RegExp): boolean {
  for (const m of text.matchAll(pattern)) {
    if (!NEGATION.test(clauseBefore(text, m.index))) return true;
  }
  return false;
}

const SHARED_OWNERSHIP = [
  /\bshared[\s-]*ownership\b/g,
  /\bpart[\s-]*buy[\s,/&-]*(?:and\s+)?part[\s-]*rent\b/g,
  /\bshared[\s-]*equity\b/g,
  /\bstaircasing\b/g,
  /\brent (?:is )?(?:payable|paid|charged) on the (?:remaining|unsold|other)\b/g,
  /\b(?:rent|rental) (?:on|for) the remaining \d{1,2}(?:\.\d+)?\s?%/g,
];
/** Full ownership now: a shared-ownership past that no longer applies. */
const FULL_OWNERSHIP =
  /\b(?:staircased (?:up )?to 100\s?%|100\s?% (?:share|ownership|owned)|full ownership|now (?:owned )?outright)/;

const RETIREMENT = [
  /\bretirement (?:flat|apartment|home|property|properties|living|development|complex|village|community|scheme|block|bungalow|housing)s?\b/g,
  /\bover[\s-]?(?:50|55|60|62|65|70)'?s\b/g,
  /\b(?:aged|age of|ages?) (?:50|55|60|62|65|70) (?:and|or|years and|years or) (?:over|above|older)\b/g,
  /\bage[\s-]*restrict(?:ed|ion|ions)\b/g,
  /\bminimum age\b/g,
  /\bsheltered (?:housing|accommodation|flat|apartment|scheme)\b/g,
  /\bassisted living\b/g,
  /\bextra[\s-]care\b/g,
  /\bmccarthy (?:(?:&|and) )?stone\b/g,
  /\bchurchill retirement\b/g,
  /\b(?:house|lodge|estate) manager\b/g,
  /\bwarden[\s-]*(?:assisted|controlled|service|on site|call)\b/g,
  /\b(?:24[\s-]?hour |emergency )?careline\b/g,
];
const RETIREMENT_SUB_TYPE = /retirement|sheltered/i;

const AUCTION = [
  /\bauction(?:s|eer|eers|ed)?\b/g,
  /\b(?:sale|sold) by (?:informal |formal )?tender\b/g,
  /\b(?:informal|formal|sealed) (?:tender|bids)\b/g,
];
const AUCTION_QUALIFIER = /auction|tender/i;

/** Sold with a tenant in place ('Tenanted at £1,350 pcm', 'sitting tenant', 'tenant in situ'). */
const TENANTED = [
  /\btenanted\b/g,
  /\bsitting tenants?\b/g,
  /\btenants? (?:in situ|in place|in occupation)\b/g,
  /\b(?:sold|offered|being sold) with (?:the |a |its )?(?:existing |current )?tenants?\b/g,
  /\b(?:regulated|protected|assured) tenancy\b/g,
];

const CASH_ONLY = [
  /\bcash (?:buyers?|purchasers?|purchases?|offers?|sales?)(?: only| are only)\b/g,
  /\b(?:only )?(?:suitable|available) (?:for|to) cash (?:buyers|purchasers)(?: only)?\b/g,
  /\bcash only\b/g,
  /\bonly (?:to |for )?cash (?:buyers|purchasers)\b/g,
  /\b(?:un|non[\s-]?)mortgag(?:e)?able\b/g,
];
/** Positive phrases that contain a negation word themselves: never read as negated. */
const NOT_MORTGAGEABLE = [
  /\bnot (?:be )?(?:suitable|eligible) for (?:a )?(?:mortgage|mortgage lending|most lenders)\b/g,
  /\bnot (?:be )?mortgag(?:e)?able\b/g,
  /(?<!(?:many|some|most|certain) (?:mortgage )?)\b(?:mortgage )?lenders? (?:may|will) not lend\b/g,
];

const NON_STANDARD = [
  /\bnon[\s-]?(?:standard|traditional) (?:construction|build|built)\b/g,
  /\b(?:airey|reema|woolaway|orlit|wimpey no[\s-]?fines?|cornish unit|mundic)\b/g,
  /\bno[\s-]fines (?:construction|concrete|property|house)\b/g,
  /\b(?:bisf|british steel|steel[\s-]framed? (?:house|construction|property))\b/g,
  /\b(?:prc|pre[\s-]?cast reinforced concrete|precast concrete|concrete panel|concrete construction|system[\s-]built|prefabricated|prefab)\b/g,
  /\bconstruction type\b/g,
];

const SHORT_LEASE_PHRASES = [
  /\bshort(?:er)? lease\b/g,
  /\blease (?:will )?(?:needs?|requires?|required) (?:to be )?extend(?:ed|ing)?\b/g,
  /\blease extension (?:is )?(?:needed|required|necessary)\b/g,
];
/** 'N years remaining on the lease', 'lease of approx. N years', 'unexpired term of N years'. */
const LEASE_YEARS = [
  /\b(\d{1,3}) (?:years?|yrs?) (?:remaining|left|unexpired|remain|to run)\b[^.;\n]{0,30}\blease\b/g,
  /\blease(?:hold)?\b[^.;\n]{0,40}?\b(?:of|has|with|approx\.?|approximately|about|around|c\.|circa|just|only)? ?(\d{1,3}) (?:years?|yrs?) (?:remaining|left|unexpired|remain|to run|outstanding)\b/g,
  /\blease\b[^.;\n]{0,30}\bcurrently (?:approx\.? |approximately |about )?(\d{1,3}) (?:years?|yrs?)\b/g,
  /\b(?:remaining|unexpired) (?:lease|term)(?: term)?(?: of| is)? (?:approx\.?|approximately|about|around|c\.|circa)? ?(\d{1,3}) (?:years?|yrs?)\b/g,
  /\blease(?: length)?(?: remaining)?: ?(?:approx\.? )?(\d{1,3}) (?:years?|yrs?)(?! from)\b/g,
];
/** 'a 99 year lease from 1985': the remaining years need the year the listing is read in. */
const LEASE_FROM =
  /\b(\d{2,3})[\s-]years? lease (?:from|starting|commencing|granted in|dated)(?: in)? (?:\d{1,2}(?:st|nd|rd|th)? )?(?:[a-z]+ )?((?:19|20)\d\d)\b/g;

const PART_SHARE = [
  /\b(?:half|one[\s-]half|one[\s-]third|two[\s-]thirds|a third|one[\s-]quarter|a quarter|\d{1,2}(?:\.\d+)?\s?%|\d\/\d) (?:share|interest|stake)\b(?! of (?:the )?freehold)(?! in the freehold)/g,
  /\bundivided (?:share|interest)\b/g,
  /\bpart[\s-]share\b/g,
  /\bshare of (?:the|this) (?:property|house|flat|home)\b/g,
];

const anyAffirmed = (text: string, patterns: readonly RegExp[]) =>
  patterns.some((p) => affirmed(text, p));
const anyMatch = (text: string, patterns: readonly RegExp[]) =>
  patterns.some((p) => {
    p.lastIndex = 0;
    return p.test(text);
  });

function sharedOwnership(text: string, input: PriceWarningInput): boolean {
  const fields = `${input.tenure ?? ''} ${input.priceQualifier ?? ''}`;
  if (/shared[\s_-]*(?:ownership|equity)|part buy/i.test(fields)) return true;
  if (FULL_OWNERSHIP.test(text)) return false;
  return anyAffirmed(text, SHARED_OWNERSHIP);
}

function retirement(text: string, input: PriceWarningInput): boolean {
  if (RETIREMENT_SUB_TYPE.test(input.propertySubType ?? '')) return true;
  return anyAffirmed(text, RETIREMENT);
}

export function leaseYearsRemaining(text: string, asOfYear: number | null | undefined): number[] {
  const years: number[] = [];
  for (const pattern of LEASE_YEARS) {
    for (const m of text.matchAll(pattern)) {
      if (!NEGATION.test(clauseBefore(text, m.index))) years.push(Number(m[1]));
    }
  }
  if (asOfYear) {
    for (const m of text.matchAll(LEASE_FROM)) {
      years.push(Number(m[1]) - (asOfYear - Number(m[2])));
    }
  }
  return years;
}

function shortLease(text: string, input: PriceWarningInput): boolean {
  if (/freehold/i.test(input.tenure ?? '') && !/share of freehold/i.test(input.tenure ?? '')) {
    return false;
  }
  const years = leaseYearsRemaining(text, input.asOfYear);
  if (years.length > 0) return Math.max(...years) < SHORT_LEASE_YEARS && Math.max(...years) > 0;
  if (/\blease (?:has been |was |now )?(?:recently )?extended\b|\bextended lease\b/.test(text)) {
    return false;
  }
  return anyAffirmed(text, SHORT_LEASE_PHRASES);
}

/** Whether the asking price lies far below the estimate's range (FAR_BELOW_SPREADS). */
export function farBelowComparables(
  listPrice: number | null | undefined,
  range1Price: number | null | undefined,
  range2Price: number | null | undefined,
): boolean {
  if (!listPrice || listPrice <= 0 || !range1Price || !range2Price) return false;
  const spread = range2Price - range1Price;
  if (spread <= 0) return false;
  return listPrice < range1Price - FAR_BELOW_SPREADS * spread;
}

/** The listing's price warnings, in PRICE_WARNING_CODES order (none: []). */
export function priceWarnings(input: PriceWarningInput): PriceWarningCode[] {
  const text = warningText(input);
  const found = new Set<PriceWarningCode>();
  const shared = sharedOwnership(text, input);
  if (shared) found.add('shared-ownership');
  if (retirement(text, input)) found.add('retirement');
  if (AUCTION_QUALIFIER.test(input.priceQualifier ?? '') || anyAffirmed(text, AUCTION)) {
    found.add('auction');
  }
  if (anyAffirmed(text, TENANTED)) found.add('tenanted');
  const notMortgageable = anyMatch(text, NOT_MORTGAGEABLE);
  if (anyAffirmed(text, CASH_ONLY) || notMortgageable) found.add('cash-buyers-only');
  if (anyAffirmed(text, NON_STANDARD)) {
    // 'construction type' alone names no type: it counts where the text ties it to lending.
    const named = NON_STANDARD.slice(0, -1).some((p) => affirmed(text, p));
    if (named || notMortgageable || /construction type[^.]{0,80}mortgage/.test(text)) {
      found.add('non-standard-construction');
    }
  }
  if (shortLease(text, input)) found.add('short-lease');
  if (!shared && anyAffirmed(text, PART_SHARE)) found.add('part-share');
  if (farBelowComparables(input.listPrice, input.range1Price, input.range2Price)) {
    found.add('far-below-comparables');
  }
  return PRICE_WARNING_CODES.filter((code) => found.has(code));
}

/** Stored codes as answers carry them (unknown codes, from another version, left out). */
export function priceWarningsOf(codes: readonly string[] | null | undefined): PriceWarning[] {
  const known = new Set<string>(PRICE_WARNING_CODES);
  return PRICE_WARNING_CODES.filter((c) => known.has(c) && (codes ?? []).includes(c)).map(
    (code) => ({ code, label: PRICE_WARNING_LABELS[code] }),
  );
}
