import { describe, expect, it } from 'vitest';
import { bandErrorLimit, bmvCheckLimit, bmvNeedsCheck } from './bmv-check.ts';

describe('bmvNeedsCheck: one rule for a BMV beyond what its band measured', () => {
  it("derives the limit from the band's measured MdAPE (80% of a half-normal error)", () => {
    // MdAPE 12%: the error stays within 1.2816 / 0.6745 x 12% = 22.8% 80% of the time.
    expect(bandErrorLimit('Medium', { mdape: 0.12 })).toBeCloseTo(0.228, 3);
    // An error of 22.8% is a BMV of -22.8 / 122.8 = -18.6%.
    expect(bmvCheckLimit('Medium', { mdape: 0.12 })).toBe(-18.6);
    expect(bmvCheckLimit('High', { mdape: 0.05 })).toBe(-8.7);
  });

  it('checks a Medium BMV of -43% (Oak Grove) and passes one within the limit', () => {
    expect(bmvNeedsCheck(-43, 'Medium', { mdape: 0.12 })).toBe(true);
    expect(bmvNeedsCheck(-10, 'Medium', { mdape: 0.12 })).toBe(false);
    expect(bmvNeedsCheck(15, 'Medium', { mdape: 0.12 })).toBe(false);
  });

  it('always checks a Low or unknown band (the -20.1% on /analyse)', () => {
    expect(bmvNeedsCheck(-20.1, 'Low', { mdape: 0.18 })).toBe(true);
    expect(bmvNeedsCheck(-2, null, null)).toBe(true);
    expect(bmvCheckLimit('Low', { mdape: 0.18 })).toBeNull();
  });

  it("uses the band's defining error limit before any backtest", () => {
    // Medium: expected log error under 0.16, exp(1.2816 x 0.16) - 1 = 22.8%.
    expect(bandErrorLimit('Medium', null)).toBeCloseTo(0.2277, 3);
    expect(bmvNeedsCheck(-20, 'Medium', { mdape: null })).toBe(true);
    expect(bmvNeedsCheck(-15, 'Medium', null)).toBe(false);
  });

  it('is null without a BMV', () => {
    expect(bmvNeedsCheck(null, 'Medium', { mdape: 0.1 })).toBeNull();
  });
});
