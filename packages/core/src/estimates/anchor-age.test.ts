import { describe, expect, it } from 'vitest';
import {
  ANCHOR_AGE_BANDS,
  ANCHOR_CURVE_SHRINK,
  DEFAULT_ANCHOR_CURVE,
  anchorAgeBand,
  anchorCurveFromScales,
  anchorCurveToScales,
  anchorVariance,
  anchorWeight,
  fitAnchorVariance,
  fitDatabaseAnchorCurve,
  measureAnchorErrorByAge,
} from './anchor-age.ts';
import { anchorSd, blendEstimate } from './sales-estimate.ts';

/** A deterministic pseudo-random sequence (no Math.random in tests). */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const normal = (rand: () => number) =>
  Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());

describe("the anchor's weight by its age", () => {
  const ages = Array.from({ length: 61 }, (_, i) => i * 0.5); // 0 to 30 years

  it('falls strictly with age beside any comparables, and stays inside (0, 1)', () => {
    for (const compsSd of [0.05, 0.1, 0.15, 0.3]) {
      const weights = ages.map((y) => anchorWeight(y, compsSd));
      for (let i = 1; i < weights.length; i++) {
        expect(weights[i]!).toBeLessThan(weights[i - 1]!);
      }
      for (const w of weights) {
        expect(w).toBeGreaterThan(0);
        expect(w).toBeLessThan(1);
      }
    }
    expect(anchorWeight(13.7, null)).toBe(1);
  });

  it("is the blend's share: with the default curve a 13-year-old sale beside comparables of 10% carries about a seventh", () => {
    const w = anchorWeight(13, 0.1);
    const blend = blendEstimate({ log: 0, sd: anchorSd(13 * 12) }, { log: 1, sd: 0.1 })!;
    expect(blend.anchorWeight).toBeCloseTo(w, 12);
    // var = 0.01 + 0.004 x 13 = 0.062: (1 / 0.062) / (1 / 0.062 + 100) = 0.139.
    expect(w).toBeCloseTo(0.139, 3);
    // Beside comparables of 15%, a sale of last year carries more than half, one of 13 years
    // under a third.
    expect(anchorWeight(1, 0.15)).toBeGreaterThan(0.5);
    expect(anchorWeight(13, 0.15)).toBeLessThan(0.3);
    // With a database's own curve.
    const curve = { baseVar: 0.02, varPerYear: 0.005 };
    expect(anchorWeight(2, 0.1, curve)).toBeCloseTo(1 / 0.03 / (1 / 0.03 + 100), 12);
    expect(anchorSd(24, curve)).toBeCloseTo(Math.sqrt(0.03), 12);
  });

  it('grows the variance linearly from its base', () => {
    expect(anchorVariance(0)).toBe(DEFAULT_ANCHOR_CURVE.baseVar);
    expect(anchorVariance(-2)).toBe(DEFAULT_ANCHOR_CURVE.baseVar);
    expect(anchorVariance(10) - anchorVariance(0)).toBeCloseTo(
      10 * DEFAULT_ANCHOR_CURVE.varPerYear,
      12,
    );
    expect(anchorSd(120)).toBeCloseTo(Math.sqrt(anchorVariance(10)), 12);
    expect(DEFAULT_ANCHOR_CURVE.varPerYear).toBeGreaterThan(0);
  });

  it('names the age bands', () => {
    expect(anchorAgeBand(0.4)).toBe('0-1');
    expect(anchorAgeBand(4.99)).toBe('3-5');
    expect(anchorAgeBand(15)).toBe('15+');
    expect(ANCHOR_AGE_BANDS.map(anchorAgeBand)).toEqual([
      '0-1',
      '1-2',
      '2-3',
      '3-5',
      '5-7',
      '7-10',
      '10-15',
      '15+',
    ]);
  });
});

describe('measuring the anchor error by age and fitting the curve', () => {
  it('recovers a known linear variance from simulated indexed last sales', () => {
    const rand = lcg(11);
    const truth = { baseVar: 0.012, varPerYear: 0.002 };
    const sales = Array.from({ length: 6000 }, () => {
      const months = Math.floor(rand() * 300);
      const sd = Math.sqrt(anchorVariance(months / 12, truth));
      const value = 12 + rand();
      return {
        price: Math.exp(value),
        anchorLog: value + sd * normal(rand),
        compsLog: value + 0.15 * normal(rand),
        months,
      };
    });
    const bands = measureAnchorErrorByAge(sales);
    expect(bands.map((b) => b.band)).toEqual(ANCHOR_AGE_BANDS.map(anchorAgeBand));
    expect(bands.reduce((n, b) => n + b.sales, 0)).toBe(6000);
    // Each band's robust variance near the truth at its mean age; the comparables' near 0.0225.
    for (const b of bands) {
      expect(b.anchorVar / anchorVariance(b.meanYears, truth)).toBeGreaterThan(0.75);
      expect(b.anchorVar / anchorVariance(b.meanYears, truth)).toBeLessThan(1.33);
      expect(b.compsVar! / 0.0225).toBeGreaterThan(0.75);
      expect(b.compsVar! / 0.0225).toBeLessThan(1.33);
    }
    // The measured weight falls with age here too.
    expect(bands[0]!.measuredWeight!).toBeGreaterThan(bands[bands.length - 1]!.measuredWeight!);
    const fit = fitAnchorVariance(bands)!;
    expect(fit.sales).toBe(6000);
    expect(fit.baseVar).toBeGreaterThan(0.008);
    expect(fit.baseVar).toBeLessThan(0.016);
    expect(fit.varPerYear).toBeGreaterThan(0.0015);
    expect(fit.varPerYear).toBeLessThan(0.0025);
  });

  it('never fits a variance that falls with age or a base below a 5% error', () => {
    const falling = [
      { sales: 100, meanYears: 1, anchorVar: 0.04 },
      { sales: 100, meanYears: 10, anchorVar: 0.02 },
    ];
    expect(fitAnchorVariance(falling)).toMatchObject({ varPerYear: 0 });
    expect(fitAnchorVariance(falling)!.baseVar).toBeGreaterThan(0.02);
    const steep = [
      { sales: 100, meanYears: 1, anchorVar: 0.003 },
      { sales: 100, meanYears: 10, anchorVar: 0.05 },
    ];
    const fit = fitAnchorVariance(steep)!;
    expect(fit.baseVar).toBe(0.0025);
    expect(fit.varPerYear).toBeGreaterThan(0);
    expect(fitAnchorVariance([{ sales: 100, meanYears: 1, anchorVar: 0.02 }])).toBeNull();
    expect(fitAnchorVariance([...falling.map((b) => ({ ...b, sales: 10 }))])).toBeNull();
  });
});

describe("a database's own anchor curve (fitDatabaseAnchorCurve)", () => {
  /** Bands of a known curve at the bands' usual mean ages, `perBand` sales each. */
  const bandsOf = (curve: { baseVar: number; varPerYear: number }, perBand: number) =>
    [0.6, 1.5, 2.5, 3.9, 5.8, 8.2, 12.2, 19.6].map((meanYears) => ({
      sales: perBand,
      meanYears,
      anchorVar: anchorVariance(meanYears, curve),
    }));

  it('keeps the default curve without sales', () => {
    expect(fitDatabaseAnchorCurve([])).toEqual({
      ...DEFAULT_ANCHOR_CURVE,
      sales: 0,
      fitted: null,
      shrink: 0,
    });
  });

  it('recovers a curve steeper than the default when measured on many sales', () => {
    const truth = { baseVar: 0.015, varPerYear: 0.006 };
    const c = fitDatabaseAnchorCurve(bandsOf(truth, 1_000_000));
    expect(c.fitted!.baseVar).toBeCloseTo(truth.baseVar, 9);
    expect(c.fitted!.varPerYear).toBeCloseTo(truth.varPerYear, 9);
    expect(c.shrink).toBeGreaterThan(0.999);
    expect(c.baseVar).toBeCloseTo(truth.baseVar, 4);
    expect(c.varPerYear).toBeCloseTo(truth.varPerYear, 5);
  });

  it('shrinks the fit toward the default by n / (n + 5000)', () => {
    const truth = { baseVar: 0.03, varPerYear: 0.008 };
    const c = fitDatabaseAnchorCurve(bandsOf(truth, ANCHOR_CURVE_SHRINK / 8));
    expect(c.sales).toBe(ANCHOR_CURVE_SHRINK);
    expect(c.shrink).toBeCloseTo(0.5, 12);
    expect(c.baseVar).toBeCloseTo((DEFAULT_ANCHOR_CURVE.baseVar + truth.baseVar) / 2, 9);
    expect(c.varPerYear).toBeCloseTo((DEFAULT_ANCHOR_CURVE.varPerYear + truth.varPerYear) / 2, 9);
    // A few repeat sales (a one-year file): the default, nearly.
    const few = fitDatabaseAnchorCurve(bandsOf(truth, 2));
    expect(few.shrink).toBeCloseTo(16 / 5016, 12);
    expect(few.varPerYear - DEFAULT_ANCHOR_CURVE.varPerYear).toBeLessThan(0.00002);
  });

  it('never trusts an old sale more per year than the default: a history that follows the index exactly does not let a 13-year-old sale carry the estimate', () => {
    // The demo's invented history: the indexed last sale errs the same at every age.
    const flat = [0.6, 1.5, 2.5, 3.9, 5.8, 8.2, 12.2, 19.6].map((meanYears) => ({
      sales: 50_000,
      meanYears,
      anchorVar: 0.01,
    }));
    const c = fitDatabaseAnchorCurve(flat);
    expect(c.fitted!.varPerYear).toBe(DEFAULT_ANCHOR_CURVE.varPerYear);
    expect(c.varPerYear).toBe(DEFAULT_ANCHOR_CURVE.varPerYear);
    expect(c.baseVar).toBeGreaterThanOrEqual(0.0025);
    // Beside comparables of 15%, a sale of 13 years carries under a third.
    expect(anchorWeight(13, 0.15, c)).toBeLessThan(0.33);
    // The universal flat-ish curve of the pooled real sets is held to the default slope too.
    const real = fitDatabaseAnchorCurve(bandsOf({ baseVar: 0.017, varPerYear: 0.00139 }, 500));
    expect(real.fitted!.varPerYear).toBe(DEFAULT_ANCHOR_CURVE.varPerYear);
  });

  it('never fits a level below 0.0025 (a 5% error at once)', () => {
    const steep = bandsOf({ baseVar: 0.001, varPerYear: 0.01 }, 1_000_000);
    const c = fitDatabaseAnchorCurve(steep);
    expect(c.fitted!.baseVar).toBe(0.0025);
    expect(c.fitted!.varPerYear).toBeGreaterThan(DEFAULT_ANCHOR_CURVE.varPerYear);
    expect(c.baseVar).toBeGreaterThanOrEqual(0.0025);
  });

  it('is stored as two ratios to the default and read back within the constraints', () => {
    const curve = { baseVar: 0.012, varPerYear: 0.005 };
    const ratios = anchorCurveToScales(curve);
    expect(ratios).toEqual({ level: 1.2, slope: 1.25 });
    const back = anchorCurveFromScales(ratios);
    expect(back.baseVar).toBeCloseTo(curve.baseVar, 12);
    expect(back.varPerYear).toBeCloseTo(curve.varPerYear, 12);
    expect(anchorCurveFromScales({})).toEqual(DEFAULT_ANCHOR_CURVE);
    expect(anchorCurveFromScales({ level: null, slope: Number.NaN })).toEqual(DEFAULT_ANCHOR_CURVE);
    // A stored slope flatter than the default, or a level under the floor, is not believed.
    expect(anchorCurveFromScales({ level: 0.1, slope: 0.37 })).toEqual({
      baseVar: 0.0025,
      varPerYear: DEFAULT_ANCHOR_CURVE.varPerYear,
    });
  });
});
