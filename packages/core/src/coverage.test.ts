import { describe, expect, it } from 'vitest';
import { coverageText } from './coverage.ts';

describe('coverageText', () => {
  it('names each place with its main district and counts the others', () => {
    expect(
      coverageText([
        { place: 'Liverpool', districts: ['L24'], listings: 90 },
        { place: 'Manchester', districts: ['M21', 'M16', 'M20'], listings: 300 },
        { place: 'Reading', districts: ['RG1'], listings: 120 },
      ]),
    ).toBe('Liverpool L24, Manchester M21 (and 2 nearby districts) and Reading RG1');
    expect(coverageText([{ place: 'Reading', districts: ['RG1', 'RG2'], listings: 3 }])).toBe(
      'Reading RG1 (and 1 nearby district)',
    );
    expect(coverageText([])).toBe('');
  });
});
