import type { CoveragePlace } from '@yardstick/core/coverage';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { filterLocation } from '@yardstick/core/search/location';
import type { LocationSuggestion } from '@yardstick/core/search/location-suggestion';
import { classifyLocationTerm } from '@yardstick/core/search/location-terms';

/**
 * Why a search found nothing (issue 14: empty results did not say why):
 * - `unrecognised`: the typed location is no place or postcode we hold ("Zzzzqx");
 * - `outside-coverage`: a real place or postcode, but the data (the demo) has no listings
 *   there ("SW1A": the demo covers Reading RG1, Manchester M21 and Liverpool L24);
 * - `filters`: the place is covered; the other filters leave nothing.
 */
export type NoResultsReason =
  | { kind: 'unrecognised'; term: string }
  | { kind: 'outside-coverage'; term: string; places: readonly CoveragePlace[] }
  | { kind: 'filters' };

/** The filter's one typed place name, when its location is a name rather than a code. */
export function typedPlaceName(filter: SearchFilter): string | undefined {
  const location = filterLocation(filter);
  if (location.kind !== 'terms' || location.terms.length !== 1) return undefined;
  const term = classifyLocationTerm(location.terms[0]!);
  return term.kind === 'name' ? term.name : undefined;
}

const key = (text: string) => text.trim().toLowerCase();

/** Whether a suggestion names the typed place itself (its code, or its label before a comma). */
function names(suggestion: LocationSuggestion, name: string): boolean {
  return (
    key(suggestion.code) === key(name) || key(suggestion.label.split(',')[0] ?? '') === key(name)
  );
}

/** The postcode districts (or area) a location term stands for, when it is a code. */
function districtsOf(text: string): { districts: string[]; area?: string } | undefined {
  const term = classifyLocationTerm(text);
  switch (term.kind) {
    case 'postcode':
      return { districts: [parsePostcode(term.code)?.outcode ?? term.code] };
    case 'sector':
      return { districts: [term.code.split(' ')[0]!] };
    case 'district':
      return { districts: [term.code] };
    case 'area':
      return { districts: [], area: term.code };
    default:
      return undefined;
  }
}

const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? district;

/**
 * The reason, from the filter, the suggestions for its typed name (undefined while unknown)
 * and the data's coverage (null: not demo data, every place may hold listings).
 */
export function noResultsReason(
  filter: SearchFilter,
  suggestions: readonly LocationSuggestion[] | undefined,
  places: readonly CoveragePlace[] | null | undefined,
): NoResultsReason {
  const location = filterLocation(filter);
  if (location.kind !== 'terms') return { kind: 'filters' };
  const name = typedPlaceName(filter);
  if (name !== undefined) {
    // Nothing is claimed of a name before the suggestions have answered.
    if (!suggestions) return { kind: 'filters' };
    if (!suggestions.some((s) => names(s, name))) {
      return { kind: 'unrecognised', term: name };
    }
    // A place we hold: outside the demo's coverage unless it is one of its places (the
    // reason is only asked for when the search found nothing).
    if (places && !places.some((p) => key(p.place) === key(name))) {
      return { kind: 'outside-coverage', term: name, places };
    }
    return { kind: 'filters' };
  }
  if (!places) return { kind: 'filters' };
  const covered = new Set(places.flatMap((p) => p.districts));
  const outside = location.terms.every((text) => {
    const of = districtsOf(text);
    if (!of) return false;
    if (of.area) return ![...covered].some((d) => areaOf(d) === of.area);
    return of.districts.every((d) => !covered.has(d));
  });
  return outside
    ? { kind: 'outside-coverage', term: location.terms.join(', '), places }
    : { kind: 'filters' };
}
