import { describe, expect, it } from 'vitest';
import { PLO_YIELD_LEGEND, ploYieldBand } from './yield-colours.ts';

describe('ploYieldBand', () => {
  it('puts 7% and above high, 5% to 7% in the middle, below 5% and no yield low', () => {
    expect(ploYieldBand(9.2)).toBe('high');
    expect(ploYieldBand(7)).toBe('high');
    expect(ploYieldBand(6.99)).toBe('mid');
    expect(ploYieldBand(5)).toBe('mid');
    expect(ploYieldBand(4.99)).toBe('low');
    expect(ploYieldBand(null)).toBe('low');
  });

  it('names the bands in the legend from the thresholds', () => {
    expect(PLO_YIELD_LEGEND.map((l) => l.label)).toEqual([
      'Gross yield 7% or more',
      '5% to 7%',
      'Below 5%',
    ]);
  });
});
