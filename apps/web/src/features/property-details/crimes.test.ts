import { describe, expect, it } from 'vitest';
import { crimesByCategory } from './crimes.ts';

describe('crimes by category', () => {
  it('counts each category, most frequent first', () => {
    expect(
      crimesByCategory([
        { crime_type: 'Burglary' },
        { crime_type: 'Anti-social behaviour' },
        { crime_type: 'Anti-social behaviour' },
        { crime_type: 'Vehicle crime' },
        { crime_type: 'Burglary' },
        { crime_type: 'Anti-social behaviour' },
      ]),
    ).toEqual([
      { category: 'Anti-social behaviour', count: 3 },
      { category: 'Burglary', count: 2 },
      { category: 'Vehicle crime', count: 1 },
    ]);
  });
});
