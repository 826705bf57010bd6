import { describe, expect, it } from 'vitest';
import {
  CALIBRATE_FROM,
  calibrate,
  calibrateBand,
  fitHighLimit,
  shareLowerBound,
} from './calibration.ts';
import { DEFAULT_CALIBRATION, ESTIMATE_RULES } from './sales-estimate.ts';

describe('band calibration', () => {
  it('sizes a band too small to measure like every band together', () => {
    const all = Array.from({ length: 100 }, (_, i) => (i - 49.5) / 10);
    expect(calibrateBand([0.1, 0.2], all)).toEqual(calibrate(all));
    expect(calibrateBand([0.1], [0.2])).toEqual(DEFAULT_CALIBRATION);
    const band = Array.from({ length: CALIBRATE_FROM }, (_, i) => i / 10);
    expect(calibrateBand(band, all)).toEqual(calibrate(band));
  });

  it("fits the High band's limit where the estimates below it reach the band's PE10", () => {
    // 40 estimates of error 0.05 all within 10%, then 40 of error 0.2 all 30% out.
    const good = Array.from({ length: 40 }, (_, i) => ({
      sd: 0.05 + i * 1e-4,
      price: 100_000,
      estimate: 105_000,
    }));
    const bad = Array.from({ length: 40 }, (_, i) => ({
      sd: 0.2 + i * 1e-4,
      price: 100_000,
      estimate: 130_000,
    }));
    const fit = fitHighLimit([...bad, ...good]);
    // Independent: the largest prefix by sd whose share within 10% is at least 75% with 90%
    // confidence. The share's lower bound p solves (share - p) / sqrt(p (1 - p) / n) = 1.2816;
    // with all 40 good ones in, 8 bad ones keep it above 75% (40 / 48: p = 0.7536), 9 do not
    // (40 / 49: p = 0.7356). Without the bound 13 bad ones would be in (40 / 53 = 75.5%).
    expect(fit.sales).toBe(48);
    expect(fit.pe10).toBeCloseTo(40 / 48, 12);
    expect(fit.limit).toBeCloseTo((0.2 + 7e-4 + 0.2 + 8e-4) / 2, 12);
    expect(ESTIMATE_RULES.highBandPe10).toBe(0.75);
    // No set reaches it: no High band.
    expect(fitHighLimit(bad).limit).toBe(0);
  });

  it("bounds a measured share from below (Wilson score), as the High band's fit needs", () => {
    const z = ESTIMATE_RULES.highBandConfidenceZ;
    for (const [k, n] of [
      [40, 48],
      [40, 49],
      [75, 100],
      [290, 370],
    ] as const) {
      const p = shareLowerBound(k, n, z);
      // The bound is the share p whose standard error puts the measured share z above it.
      expect((k / n - p) / Math.sqrt((p * (1 - p)) / n)).toBeCloseTo(z, 9);
    }
    expect(shareLowerBound(40, 48, z)).toBeGreaterThan(0.75);
    expect(shareLowerBound(40, 49, z)).toBeLessThan(0.75);
    expect(shareLowerBound(0, 0, z)).toBe(0);
  });
});
