import { describe, expect, it } from 'vitest';
import { distanceText, hpiValuation } from './figures.ts';

describe('HPI valuation', () => {
  it('is the floor area times the HPI price per m2', () => {
    expect(hpiValuation(85, 3_200)).toBe(272_000);
    expect(hpiValuation(72.5, 4_010.4)).toBe(290_754);
  });

  it('is unknown without either figure', () => {
    expect(hpiValuation(null, 3_200)).toBeNull();
    expect(hpiValuation(85, null)).toBeNull();
    expect(hpiValuation(0, 3_200)).toBeNull();
  });
});

describe('distances', () => {
  it('reads metres under a kilometre, kilometres above', () => {
    expect(distanceText(349.6)).toBe('350 m');
    expect(distanceText(1_240)).toBe('1.2 km');
    expect(distanceText(null)).toBe('-');
  });
});
