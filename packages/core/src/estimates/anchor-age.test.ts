import { describe, expect, it } from 'vitest';
import {
  ANCHOR_AGE_BANDS,
  ANCHOR_ERROR,
  anchorAgeBand,
  anchorVariance,
  anchorWeight,
  fitAnchorVariance,
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

  it("is the blend's share: a 13-year-old sale beside comparables of 10% carries about a quarter", () => {
    const w = anchorWeight(13, 0.1);
    const blend = blendEstimate({ log: 0, sd: anchorSd(13 * 12) }, { log: 1, sd: 0.1 })!;
    expect(blend.anchorWeight).toBeCloseTo(w, 12);
    expect(w).toBeGreaterThan(0.2);
    expect(w).toBeLessThan(0.3);
    // Beside comparables of 15%, a sale of last year carries more than half, one of 13 years
    // about two fifths.
    expect(anchorWeight(1, 0.15)).toBeGreaterThan(0.5);
    expect(anchorWeight(13, 0.15)).toBeLessThan(0.45);
  });

  it('grows the variance linearly from its measured base', () => {
    expect(anchorVariance(0)).toBe(ANCHOR_ERROR.baseVar);
    expect(anchorVariance(-2)).toBe(ANCHOR_ERROR.baseVar);
    expect(anchorVariance(10) - anchorVariance(0)).toBeCloseTo(10 * ANCHOR_ERROR.varPerYear, 12);
    expect(anchorSd(120)).toBeCloseTo(Math.sqrt(anchorVariance(10)), 12);
    expect(ANCHOR_ERROR.varPerYear).toBeGreaterThan(0);
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
