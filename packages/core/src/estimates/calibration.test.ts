import { describe, expect, it } from 'vitest';
import { CALIBRATE_FROM, calibrate, calibrateBand, fitHighLimit } from './calibration.ts';
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
    // Independent: the largest prefix by sd whose share within 10% is at least 75%: all 40
    // good ones and 13 bad ones (40 / 53 = 75.5%; 40 / 54 = 74.1%).
    expect(fit.sales).toBe(53);
    expect(fit.pe10).toBeCloseTo(40 / 53, 12);
    expect(fit.limit).toBeCloseTo((0.2 + 12e-4 + 0.2 + 13e-4) / 2, 12);
    expect(ESTIMATE_RULES.highBandPe10).toBe(0.75);
    // No set reaches it: no High band.
    expect(fitHighLimit(bad).limit).toBe(0);
  });
});
