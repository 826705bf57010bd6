import { z } from 'zod';

/**
 * GET /api/health/coverage (public): where the listings for sale are, for the empty states
 * and the demo notice ("the demo covers Reading RG1, Manchester M21 and Liverpool L24"). On
 * demo data: the places (postcode district towns) holding sale listings on the market, each
 * with its districts, most listings first, and the count; `places` is null on real or empty
 * data, where the coverage is whatever was imported.
 */
export const coveragePlaceSchema = z.object({
  /** The town of the districts ('Reading'); the district itself when no town is held. */
  place: z.string(),
  /** Postcode districts with listings, most listings first. */
  districts: z.array(z.string()),
  listings: z.number(),
});
export type CoveragePlace = z.infer<typeof coveragePlaceSchema>;

export const coverageSchema = z
  .object({ places: z.array(coveragePlaceSchema).nullable() })
  .meta({ id: 'Coverage' });
export type Coverage = z.infer<typeof coverageSchema>;

/**
 * The places in words, their main district named and the rest counted:
 * "Liverpool L24, Manchester M21 (and 7 nearby districts) and Reading RG1".
 */
export function coverageText(places: readonly CoveragePlace[]): string {
  const parts = places.map((p) => {
    const [main, ...others] = p.districts;
    const named = main && main !== p.place ? `${p.place} ${main}` : p.place;
    if (others.length === 0) return named;
    return `${named} (and ${others.length} nearby district${others.length === 1 ? '' : 's'})`;
  });
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
