import type { AreaNames, HpiLocation } from './reference-data.ts';

/**
 * Local authority -> county -> region -> country, from the real ONS names and the UK HPI
 * geography links. Metropolitan districts have a metropolitan county (E11), shire districts
 * a county (E10); unitary authorities have none.
 */
export interface LocalAuthorityPlace {
  code: string;
  name: string;
  countyCode: string | null;
  regionCode: string | null;
  countryCode: string;
}

export interface AreaHierarchy {
  localAuthority(code: string): LocalAuthorityPlace | undefined;
  localAuthorityByName(name: string): LocalAuthorityPlace | undefined;
  localAuthorities: LocalAuthorityPlace[];
  counties: { code: string; name: string; regionCode: string | null }[];
  regions: { code: string; name: string; countryCode: string }[];
}

function countryOf(code: string): string {
  switch (code[0]) {
    case 'W':
      return 'W92000004';
    case 'S':
      return 'S92000003';
    case 'N':
      return 'N92000002';
    default:
      return 'E92000001';
  }
}

export function buildAreaHierarchy(names: AreaNames, locations: HpiLocation[]): AreaHierarchy {
  const byCode = new Map(locations.map((l) => [l.code, l]));
  const isCounty = (code: string | null) => !!code && /^E1[01]/.test(code);
  const isRegion = (code: string | null) => !!code && code.startsWith('E12');

  const localAuthorities: LocalAuthorityPlace[] = Object.entries(names.localAuthorities)
    .map(([code, name]) => {
      const location = byCode.get(code);
      const parent = location?.parent ?? null;
      const grandparent = location?.grandparent ?? null;
      const countyCode = isCounty(parent) ? parent : null;
      const regionCode = isRegion(parent) ? parent : isRegion(grandparent) ? grandparent : null;
      return { code, name, countyCode, regionCode, countryCode: countryOf(code) };
    })
    .sort((a, b) => a.code.localeCompare(b.code));

  const counties = new Map<string, { code: string; name: string; regionCode: string | null }>();
  for (const [code, name] of Object.entries(names.counties)) {
    const parent = byCode.get(code)?.parent ?? null;
    counties.set(code, { code, name, regionCode: isRegion(parent) ? parent : null });
  }
  for (const l of locations) {
    if (isCounty(l.code) && !counties.has(l.code)) {
      counties.set(l.code, {
        code: l.code,
        name: l.name,
        regionCode: isRegion(l.parent) ? l.parent : null,
      });
    }
  }

  const regions = Object.entries(names.regions)
    .map(([code, name]) => ({ code, name, countryCode: 'E92000001' }))
    .sort((a, b) => a.code.localeCompare(b.code));

  const byLaCode = new Map(localAuthorities.map((la) => [la.code, la]));
  const byLaName = new Map(localAuthorities.map((la) => [la.name.toUpperCase(), la]));
  return {
    localAuthority: (code) => byLaCode.get(code),
    localAuthorityByName: (name) => byLaName.get(name.trim().toUpperCase()),
    localAuthorities,
    counties: [...counties.values()].sort((a, b) => a.code.localeCompare(b.code)),
    regions,
  };
}
