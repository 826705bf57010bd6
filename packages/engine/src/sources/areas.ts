import { readFileSync } from 'node:fs';

/**
 * The areas `npm run data -- get` keeps: postcode areas (RG), postcode districts (RG1), local
 * authorities by code (E06000038) or name (Reading), or everything (--all). The postcode
 * directory is cut by postcode or authority; what it keeps then says which LSOAs,
 * authorities, regions and places the other datasets are cut by (AreaContext).
 */
export interface AreaSelection {
  all: boolean;
  /** Postcode areas, upper case ('RG'). */
  postcodeAreas: string[];
  /** Postcode districts, upper case ('RG1'). */
  districts: string[];
  /** Local authority district codes ('E06000038'). */
  localAuthorities: string[];
  /** The arguments as given, for messages and the state of the last run. */
  given: string[];
}

const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const LA_CODE = /^[EWSN]\d{8}$/;

/**
 * The ONS code lists of area names (local authorities, counties, regions; attribution in
 * the demo's reference/ATTRIBUTION.md): `get` reads the authorities' names, the demo all three.
 */
export const AREA_NAMES_FILE = new URL('./ons-area-names.json', import.meta.url);

let names: Map<string, string> | undefined;

/** Local authority names ('reading', 'kingston upon hull, city of') to their codes. */
function localAuthorityNames(): Map<string, string> {
  if (names) return names;
  const parsed = JSON.parse(readFileSync(AREA_NAMES_FILE, 'utf8')) as {
    localAuthorities: Record<string, string>;
  };
  names = new Map();
  for (const [code, name] of Object.entries(parsed.localAuthorities)) {
    names.set(nameKey(name), code);
    // "Kingston upon Hull, City of" is also asked for as "Kingston upon Hull".
    const short = name.replace(/,.*$/, '');
    if (!names.has(nameKey(short))) names.set(nameKey(short), code);
  }
  return names;
}

const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export class AreaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AreaError';
  }
}

/** Reads the area arguments; throws AreaError naming what it cannot place. */
export function parseAreas(args: readonly string[], all: boolean): AreaSelection {
  const selection: AreaSelection = {
    all,
    postcodeAreas: [],
    districts: [],
    localAuthorities: [],
    given: [...args],
  };
  if (all) {
    if (args.length > 0) throw new AreaError('Give areas or --all, not both');
    return selection;
  }
  if (args.length === 0) {
    throw new AreaError('Which areas? e.g. RG1, RG, E06000038, Reading, or --all');
  }
  for (const arg of args) {
    const text = arg.trim();
    const upper = text.toUpperCase().replace(/\s+/g, '');
    if (AREA.test(upper)) selection.postcodeAreas.push(upper);
    else if (DISTRICT.test(upper)) selection.districts.push(upper);
    else if (LA_CODE.test(upper)) selection.localAuthorities.push(upper);
    else {
      const code = localAuthorityNames().get(nameKey(text));
      if (!code) {
        throw new AreaError(
          `"${text}" is not a postcode area (RG), district (RG1), local authority code ` +
            `(E06000038) or local authority name (Reading)`,
        );
      }
      selection.localAuthorities.push(code);
    }
  }
  return selection;
}

/** The postcode district of a postcode in any spacing ('RG1 1AF', 'RG11AF', 'RG1  1AF'). */
export function postcodeDistrict(postcode: string): string | undefined {
  const compact = postcode.replace(/[\s"]+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return undefined;
  return compact.slice(0, -3);
}

const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? '';

/** Whether a postcode lies in the selection's postcode areas or districts. */
export function postcodeSelected(selection: AreaSelection, postcode: string): boolean {
  if (selection.all) return true;
  const district = postcodeDistrict(postcode);
  if (!district) return false;
  return (
    selection.districts.includes(district) || selection.postcodeAreas.includes(areaOf(district))
  );
}

/**
 * What the kept postcodes of the postcode directory say about the areas: the rest of the
 * datasets are cut by it.
 */
export interface AreaContext {
  all: boolean;
  /** Every postcode district of the areas (local authorities resolve to theirs). */
  districts: string[];
  /** LSOA codes (2011 and 2021). */
  lsoas: string[];
  /** Local authority, county, region and country codes, and the UK-wide ones. */
  areaCodes: string[];
  /** The box around the areas' postcodes (WGS84), or null without coordinates. */
  box: { west: number; south: number; east: number; north: number } | null;
}

/** Codes of the whole of the UK, Great Britain, England and Wales, and each nation. */
const NATIONAL = [
  'K02000001',
  'K03000001',
  'K04000001',
  'E92000001',
  'W92000004',
  'S92000003',
  'N92000002',
];

export class AreaContextBuilder {
  private readonly districts = new Set<string>();
  private readonly lsoas = new Set<string>();
  private readonly codes = new Set<string>(NATIONAL);
  private box: AreaContext['box'] = null;

  constructor(private readonly all: boolean) {}

  /** One kept postcode with its codes (empty strings for absent ones). */
  add(row: { postcode: string; codes: string[]; lsoas: string[]; lat: number; lon: number }) {
    const district = postcodeDistrict(row.postcode);
    if (district) this.districts.add(district);
    for (const code of row.lsoas) if (code) this.lsoas.add(code);
    for (const code of row.codes) if (code && !/^[EWSN]99999999$/.test(code)) this.codes.add(code);
    const { lat, lon } = row;
    // ONSPD gives 99.999999 / 0 for postcodes without a grid reference.
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90) return;
    const b = this.box;
    this.box = b
      ? {
          west: Math.min(b.west, lon),
          south: Math.min(b.south, lat),
          east: Math.max(b.east, lon),
          north: Math.max(b.north, lat),
        }
      : { west: lon, south: lat, east: lon, north: lat };
  }

  build(): AreaContext {
    const sorted = (s: Set<string>) => [...s].sort();
    return {
      all: this.all,
      districts: sorted(this.districts),
      lsoas: sorted(this.lsoas),
      areaCodes: sorted(this.codes),
      box: this.box,
    };
  }
}

/** Whether a point lies within `km` of the context's box. */
export function nearBox(context: AreaContext, lon: number, lat: number, km: number): boolean {
  if (context.all) return true;
  const box = context.box;
  if (!box || !Number.isFinite(lon) || !Number.isFinite(lat)) return false;
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.cos((((box.north + box.south) / 2) * Math.PI) / 180));
  return (
    lat >= box.south - dLat &&
    lat <= box.north + dLat &&
    lon >= box.west - dLon &&
    lon <= box.east + dLon
  );
}
