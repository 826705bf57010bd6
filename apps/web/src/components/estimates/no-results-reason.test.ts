import type { CoveragePlace } from '@yardstick/core/coverage';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import type { LocationSuggestion } from '@yardstick/core/search/location-suggestion';
import { describe, expect, it } from 'vitest';
import { noResultsReason } from './no-results-reason.ts';

const DEMO: CoveragePlace[] = [
  { place: 'Liverpool', districts: ['L24'], listings: 90 },
  { place: 'Manchester', districts: ['M21', 'M16'], listings: 300 },
  { place: 'Reading', districts: ['RG1'], listings: 120 },
];
const typed = (searchText: string): SearchFilter => ({ ...DEFAULT_FILTER, searchText });
const reading: LocationSuggestion = {
  type: 'town',
  code: 'E06000038',
  label: 'Reading',
  latitude: 51.45,
  longitude: -0.97,
};

describe('why a search found nothing (issue 14)', () => {
  it('an unknown name is not recognised once the suggestions know nothing of it', () => {
    expect(noResultsReason(typed('Zzzzqx'), [], DEMO)).toEqual({
      kind: 'unrecognised',
      term: 'Zzzzqx',
    });
    // Before the suggestions answer, nothing is claimed.
    expect(noResultsReason(typed('Zzzzqx'), undefined, DEMO).kind).toBe('filters');
  });

  it('a real postcode district with no listings is outside the demo', () => {
    expect(noResultsReason(typed('SW1A'), undefined, DEMO)).toEqual({
      kind: 'outside-coverage',
      term: 'SW1A',
      places: DEMO,
    });
    expect(
      noResultsReason({ ...DEFAULT_FILTER, postCodes: ['SW1A 1AA'] }, undefined, DEMO).kind,
    ).toBe('outside-coverage');
    expect(noResultsReason({ ...DEFAULT_FILTER, areaCodes: ['SW'] }, undefined, DEMO).kind).toBe(
      'outside-coverage',
    );
  });

  it('a covered place found nothing because of the other filters', () => {
    expect(noResultsReason(typed('RG1'), undefined, DEMO).kind).toBe('filters');
    expect(noResultsReason({ ...DEFAULT_FILTER, areaCodes: ['M'] }, undefined, DEMO).kind).toBe(
      'filters',
    );
    expect(noResultsReason(typed('Reading'), [reading], DEMO).kind).toBe('filters');
    expect(noResultsReason(DEFAULT_FILTER, [], DEMO).kind).toBe('filters');
  });

  it('a known place outside the demo, and any place on real data', () => {
    const london = { ...reading, code: 'London', label: 'London' };
    expect(noResultsReason(typed('London'), [london], DEMO).kind).toBe('outside-coverage');
    expect(noResultsReason(typed('London'), [london], null).kind).toBe('filters');
    expect(noResultsReason(typed('SW1A'), undefined, null).kind).toBe('filters');
  });
});
