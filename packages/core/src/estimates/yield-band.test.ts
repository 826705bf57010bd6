import { describe, expect, it } from 'vitest';
import { bmvPercent } from './figures.ts';
import { bmvAgainstPoint, estimatePoint, PLAUSIBLE_GROSS_YIELD, yieldFlag } from './yield-band.ts';

describe('yieldFlag', () => {
  it('flags gross yields outside 2%-15% and keeps the bounds plausible', () => {
    expect(PLAUSIBLE_GROSS_YIELD).toEqual({ min: 2, max: 15 });
    expect(yieldFlag(16.56)).toBe(true); // the demo's 4-bed terrace at £1,725 on £125,000
    expect(yieldFlag(1.99)).toBe(true);
    expect(yieldFlag(2)).toBe(false);
    expect(yieldFlag(15)).toBe(false);
    expect(yieldFlag(6.4)).toBe(false);
    expect(yieldFlag(null)).toBeNull();
  });
});

describe('BMV against the point estimate', () => {
  it('uses the point value when there is one, else the middle of the range', () => {
    expect(estimatePoint(180_000, 150_000, 200_000)).toBe(180_000);
    expect(estimatePoint(null, 150_000, 200_000)).toBe(175_000);
    expect(estimatePoint(0, 150_000, 200_000)).toBe(175_000);
    expect(estimatePoint(null, null, 200_000)).toBeNull();
  });

  it('is whole pounds: the middle of an odd range rounds to the pound', () => {
    expect(estimatePoint(null, 150_292, 195_571)).toBe(172_932);
    expect(estimatePoint(180_000.4, 150_000, 200_000)).toBe(180_000);
  });

  it('equals the range BMV when the point is the middle (to one decimal)', () => {
    for (const [list, r1, r2] of [
      [125_000, 150_292, 195_571],
      [149_950, 310_099, 372_192],
      [330_000, 280_000, 300_000],
    ] as const) {
      expect(bmvAgainstPoint(list, estimatePoint(null, r1, r2)!)).toBe(bmvPercent(list, r1, r2));
    }
    expect(bmvAgainstPoint(90_000, 100_000)).toBe(-10);
  });
});
