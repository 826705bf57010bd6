/**
 * A home's identity across its listings and sales (docs/methodology.md "A home across
 * relisting"): an address, as a feed splits it (SAON, PAON, street) or as one display line
 * ("Flat 1, 10 Oak Rd, Reading RG1 5AA"), normalised into its parts: the postcode, the unit
 * inside a building (flat, apartment, unit, maisonette; "1/10 Oak Road" is flat 1 of number
 * 10), the house number with its letter ("1A" is neither "1" nor "10"), the house or building
 * name, the new-build plot and the street (abbreviations spelled out: "Rd" is "Road", a
 * street's last "St" is "Street", a leading "St" is "Saint"). Pure: no I/O.
 */

export interface HomeAddress {
  /** Secondary addressable object: "Flat 2", "Apartment 4B". */
  saon?: string | null;
  /** Primary addressable object: "14", "14A", "Rose Cottage". */
  paon?: string | null;
  street?: string | null;
  /** A display line, read when the address is not split (no PAON). */
  address?: string | null;
  postcode?: string | null;
}

export interface HomeIdentity {
  /** 'RG1 5AA', upper case with one space; null when absent or not a postcode. */
  postcode: string | null;
  /** The flat's designator inside the building: '1', '4b', 'a', 'ground floor'. */
  unit: string | null;
  /** The house number with its letter: '10', '1a', '10-12'. */
  number: string | null;
  /** The house or building name: 'rose cottage', 'oak court'. */
  name: string | null;
  /** A new-build plot number: '12' of "Plot 12". */
  plot: string | null;
  /** The street, spelled out: 'oak road', 'saint johns street'. */
  street: string | null;
  /** 'RG1 5AA|1|10||oak road': postcode, unit, number, name (only without a number), street. */
  key: string;
}

const UNIT_WORDS =
  /\b(?:flat|apartment|apt|appartment|unit|maisonette|studio|penthouse|room)\b\.?\s*(?:no\.?\s*|number\s+)?([0-9]+[a-z]?|[a-z](?![a-z]))/;
const FLOOR_FLAT =
  /\b(basement|lower ground|ground|first|second|third|fourth|top|upper|1st|2nd|3rd|4th)(?: floor)?\s+(?:flat|maisonette|apartment)\b/;
const PLOT = /\bplot\s*(?:no\.?\s*)?([0-9]+[a-z]?)\b/;
const POSTCODE = /\b([a-z]{1,2}[0-9][0-9a-z]?)\s*([0-9][a-z]{2})\b/;

const FLOOR_NAMES: Readonly<Record<string, string>> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  upper: 'top',
  'lower ground': 'basement',
};

/** Street words spelled out, wherever they stand in the street (but "St", below). */
const STREET_WORDS: Readonly<Record<string, string>> = {
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  dr: 'drive',
  cl: 'close',
  cres: 'crescent',
  cresc: 'crescent',
  ct: 'court',
  pl: 'place',
  sq: 'square',
  gdns: 'gardens',
  gdn: 'garden',
  tce: 'terrace',
  terr: 'terrace',
  gr: 'grove',
  gro: 'grove',
  pk: 'park',
  wy: 'way',
  hts: 'heights',
  mws: 'mews',
  pde: 'parade',
  bvd: 'boulevard',
  blvd: 'boulevard',
  hwy: 'highway',
  wlk: 'walk',
  ctr: 'centre',
  grn: 'green',
  mt: 'mount',
  nth: 'north',
  sth: 'south',
  upr: 'upper',
  lwr: 'lower',
  gt: 'great',
};

/** Lower case, apostrophes dropped ("St John's" -> "st johns"), other punctuation a space. */
function clean(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9,/-]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words only (commas, slashes and hyphens to spaces). */
function words(text: string): string {
  return text
    .replace(/(?<![0-9])-|-(?![0-9])/g, ' ')
    .replace(/[,/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A street spelled out: 'St Johns Rd' -> 'saint johns road', 'High St' -> 'high street'. */
export function normaliseStreet(text: string | null | undefined): string | null {
  const parts = words(clean(text)).split(' ').filter(Boolean);
  if (parts.length === 0) return null;
  const out = parts.map((w, i) => {
    if (w === 'st' || w === 'saint') return i === parts.length - 1 && i > 0 ? 'street' : 'saint';
    if (w === 'street' && i < parts.length - 1) return 'saint';
    return STREET_WORDS[w] ?? w;
  });
  return out.join(' ');
}

/** 'rg15aa', 'RG1  5AA' -> 'RG1 5AA'; null when it is not a postcode. */
export function normalisePostcode(text: string | null | undefined): string | null {
  const m = POSTCODE.exec((text ?? '').toLowerCase().replace(/\s+/g, ' '));
  return m ? `${m[1]} ${m[2]}`.toUpperCase() : null;
}

const NUMBER = /^([0-9]+)(?:\s?([a-z]))?(?:-([0-9]+[a-z]?))?$/;

/** '10a', '10 a', '10-12' as a house number ('10a', '10-12'); null otherwise. */
function asNumber(token: string): string | null {
  const m = NUMBER.exec(token.trim());
  if (!m) return null;
  return `${m[1]}${m[2] ?? ''}${m[3] ? `-${m[3]}` : ''}`;
}

interface Parsed {
  unit: string | null;
  number: string | null;
  name: string | null;
  plot: string | null;
  street: string | null;
}

/** Takes the unit designators out of a text; answers the unit and the rest. */
function takeUnit(text: string): { unit: string | null; rest: string } {
  let rest = text;
  let unit: string | null = null;
  const slash = /^([0-9]+[a-z]?)\s*\/\s*([0-9]+[a-z]?)\b/.exec(rest);
  if (slash) {
    unit = slash[1]!;
    rest = `${slash[2]}${rest.slice(slash[0].length)}`;
    return { unit, rest };
  }
  const floor = FLOOR_FLAT.exec(rest);
  if (floor) {
    const f = floor[1]!;
    unit = `${FLOOR_NAMES[f] ?? f} floor`;
    rest = `${rest.slice(0, floor.index)} ${rest.slice(floor.index + floor[0].length)}`;
  }
  const u = UNIT_WORDS.exec(rest);
  if (u) {
    unit = u[1]!;
    rest = `${rest.slice(0, u.index)} ${rest.slice(u.index + u[0].length)}`;
  }
  return { unit, rest: rest.replace(/^[\s,]+/, '').replace(/\s+/g, ' ') };
}

function takePlot(text: string): { plot: string | null; rest: string } {
  const p = PLOT.exec(text);
  if (!p) return { plot: null, rest: text };
  return { plot: p[1]!, rest: `${text.slice(0, p.index)} ${text.slice(p.index + p[0].length)}` };
}

/**
 * The street of a display line's part: where a line runs on without commas ("14 Oak Road
 * Reading"), the street ends at its last street word (road, street, lane...).
 */
function streetOfLine(part: string): string | null {
  const street = normaliseStreet(part);
  if (!street) return null;
  const w = street.split(' ');
  for (let i = w.length - 2; i >= 1; i--) {
    if (STREET_ENDINGS.has(w[i]!)) return w.slice(0, i + 1).join(' ');
  }
  return street;
}

/** A name part: words without a house number ('rose cottage'); null when empty. */
function nameOf(text: string): string | null {
  const w = words(text);
  if (!w) return null;
  return normaliseStreet(w);
}

/** Reads a display line (the postcode already taken out). */
function parseLine(line: string): Parsed {
  const { unit, rest: afterUnit } = takeUnit(line);
  const { plot, rest } = takePlot(afterUnit);
  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let number: string | null = null;
  let name: string | null = null;
  let street: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const m = /^([0-9]+(?:\s?[a-z](?=\s|$))?(?:-[0-9]+[a-z]?)?)\s+(.+)$/.exec(part);
    if (m && number === null) {
      const n = asNumber(m[1]!);
      if (n) {
        number = n;
        street = streetOfLine(m[2]!);
        // Parts before the numbered one are house or building names.
        if (i > 0) name = nameOf(parts.slice(0, i).join(' '));
        break;
      }
    }
    const lone = asNumber(part);
    if (lone && number === null && i + 1 < parts.length) {
      number = lone;
      street = normaliseStreet(parts[i + 1]!);
      if (i > 0) name = nameOf(parts.slice(0, i).join(' '));
      break;
    }
  }
  if (number === null && street === null) {
    // No number: "Rose Cottage, Mill Lane, Town" (name, street) or "Mill Lane, Town" (a
    // plot or a unit on a street) or one part only.
    if (parts.length >= 2 && (plot !== null || unit !== null) && !looksLikeName(parts[0]!)) {
      street = normaliseStreet(parts[0]!);
    } else if (parts.length >= 2) {
      name = nameOf(parts[0]!);
      street = normaliseStreet(parts[1]!);
    } else if (parts.length === 1) {
      street = normaliseStreet(parts[0]!);
    }
  }
  return { unit, number, name, plot, street };
}

const STREET_ENDINGS = new Set([
  'road',
  'street',
  'avenue',
  'lane',
  'drive',
  'close',
  'crescent',
  'place',
  'square',
  'gardens',
  'terrace',
  'grove',
  'way',
  'walk',
  'mews',
  'hill',
  'row',
  'parade',
]);

/** A part that reads as a building or house name rather than a street. */
function looksLikeName(part: string): boolean {
  const s = normaliseStreet(part) ?? '';
  const last = s.split(' ').at(-1) ?? '';
  return !STREET_ENDINGS.has(last);
}

/** Reads split fields (SAON, PAON, street), as Price Paid and the feeds that split them. */
function parseSplit(saon: string, paon: string, street: string | null | undefined): Parsed {
  const s = takeUnit(clean(saon));
  const p = takeUnit(clean(paon));
  const unit = s.unit ?? p.unit ?? asNumber(words(s.rest)) ?? nameOrNull(s.rest);
  const plotOf = takePlot(p.rest);
  let number: string | null = null;
  let name: string | null = null;
  const paonWords = words(plotOf.rest);
  const whole = asNumber(paonWords);
  if (whole) number = whole;
  else {
    // "Rose Cottage 12" or "Oak Court, 10": a name with a number; else a name.
    const m = /^(.*?)\s*([0-9]+[a-z]?(?:-[0-9]+[a-z]?)?)$/.exec(paonWords);
    if (m && m[1]) {
      number = asNumber(m[2]!);
      name = nameOf(m[1]);
    } else {
      name = nameOf(paonWords);
    }
  }
  return { unit, number, name, plot: plotOf.plot, street: normaliseStreet(street) };
}

function nameOrNull(text: string): string | null {
  const w = words(text);
  return w ? w : null;
}

/** The identity of the home at an address. */
export function homeIdentity(address: HomeAddress): HomeIdentity {
  const postcode = normalisePostcode(address.postcode) ?? normalisePostcode(address.address);
  let parsed: Parsed;
  if ((address.paon ?? '').trim() !== '') {
    parsed = parseSplit(address.saon ?? '', address.paon ?? '', address.street);
  } else {
    let line = clean(address.address);
    const pc = POSTCODE.exec(line);
    if (pc) line = `${line.slice(0, pc.index)}${line.slice(pc.index + pc[0].length)}`;
    if ((address.saon ?? '').trim() !== '') line = `${clean(address.saon)},${line}`;
    parsed = parseLine(line.replace(/,\s*$/, ''));
    if (!parsed.street && address.street) parsed.street = normaliseStreet(address.street);
  }
  const key = [
    postcode ?? '',
    parsed.unit ?? '',
    parsed.number ?? (parsed.plot ? `plot ${parsed.plot}` : ''),
    parsed.number ? '' : (parsed.name ?? ''),
    parsed.street ?? '',
  ].join('|');
  return { postcode, ...parsed, key };
}
