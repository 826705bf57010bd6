/** The 14 street-level crime categories police.uk publishes (since May 2013). */
export const CRIME_TYPES = [
  'Anti-social behaviour',
  'Bicycle theft',
  'Burglary',
  'Criminal damage and arson',
  'Drugs',
  'Other crime',
  'Other theft',
  'Possession of weapons',
  'Public order',
  'Robbery',
  'Shoplifting',
  'Theft from the person',
  'Vehicle crime',
  'Violence and sexual offences',
] as const;

/** Categories of the archive before May 2013, still found in old monthly files. */
export const LEGACY_CRIME_TYPES = ['Violent crime', 'Public disorder and weapons'] as const;

const KNOWN = new Map(
  [...CRIME_TYPES, ...LEGACY_CRIME_TYPES].map((type) => [type.toLowerCase(), type]),
);

/** The category as police.uk spells it, or undefined when it is not one of theirs. */
export function crimeType(raw: string): string | undefined {
  return KNOWN.get(raw.trim().toLowerCase());
}
