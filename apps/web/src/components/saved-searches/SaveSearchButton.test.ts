import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, type SearchFilter } from '@yardstick/core/search/filter';
import { suggestedName } from './SaveSearchButton.tsx';

const f = (more: Partial<SearchFilter> = {}): SearchFilter => ({ ...DEFAULT_FILTER, ...more });

describe("a saved search's suggested name (issue 40 item 12)", () => {
  it('names a PLO search without filters by its kind, not "My search"', () => {
    expect(suggestedName(f(), 'plo')).toBe('PLO: all areas');
    expect(suggestedName(f(), 'estimates')).toBe('For sale: all areas');
  });

  it('derives the name from the filter', () => {
    expect(suggestedName(f({ districts: ['M21'], minBeds: 3 }), 'plo')).toBe('PLO: 3+ beds M21');
    expect(suggestedName(f({ districts: ['M21'], maxPrice: 250_000 }))).toBe('M21 under £250,000');
    expect(suggestedName(f({ postCodes: ['RG1 4DX'], minPrice: 123_000, maxPrice: 123_999 }))).toBe(
      'RG1 4DX £123,000-£123,999',
    );
    expect(suggestedName(f({ minYield: 7 }), 'plo')).toBe('PLO: 7%+ yield');
  });
});
