import { describe, expect, it } from 'vitest';
import { solveLocalIndex, priorFromOfficial, type PairCell } from './local-index.ts';
import {
  blendEstimate,
  cellOf,
  compsEstimate,
  ESTIMATE_RULES,
  estimateBand,
  addressForm,
  segmentEffects,
  segmentOf,
  roundEstimate,
  salesEstimate,
} from './sales-estimate.ts';
import { calibrate, inRange, zOf } from './calibration.ts';

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

describe('local price index', () => {
  it('recovers a known index from noisy repeat sales', () => {
    const months = 60;
    const truth = Array.from({ length: months }, (_, t) => 0.004 * t + 0.05 * Math.sin(t / 9));
    const rand = lcg(7);
    const cells = new Map<string, PairCell>();
    for (let k = 0; k < 3000; k++) {
      const from = Math.floor(rand() * (months - 7));
      const to = from + 6 + Math.floor(rand() * (months - from - 6));
      const r = (truth[to] as number) - (truth[from] as number) + 0.08 * normal(rand);
      const key = `${from}|${to}`;
      const c = cells.get(key) ?? { from, to, n: 0, sumLog: 0 };
      c.n += 1;
      c.sumLog += r;
      cells.set(key, c);
    }
    const logs = solveLocalIndex(new Array<number>(months).fill(0), [...cells.values()]);
    for (let t = 0; t < months; t++) {
      expect(Math.abs((logs[t] as number) - (truth[t] as number))).toBeLessThan(0.02);
    }
  });

  it('follows its parent where it has no pairs', () => {
    const prior = priorFromOfficial([100, null, 102, 104, null]);
    expect(prior.map((v) => Math.round(Math.exp(v)))).toEqual([100, 100, 102, 104, 104]);
    expect(solveLocalIndex(prior, [])).toEqual(prior);
  });
});

describe('sales estimate', () => {
  it('rounds to 3 significant figures in steps of at least £1,000', () => {
    expect(roundEstimate(187_432)).toBe(187_000);
    expect(roundEstimate(1_234_567)).toBe(1_230_000);
    expect(roundEstimate(64_499)).toBe(64_000);
    expect(roundEstimate(999_600)).toBe(1_000_000);
  });

  it('adds the location effect, shrunk from the street to the postcode and the building', () => {
    const wide = cellOf([11, 11.2, 11.4, 11.6, 11.8].map((y) => ({ y, w: 1 })));
    // Location residuals (log value less the sector and type mean).
    const street = cellOf([0.3, 0.3, 0.3].map((y) => ({ y, w: 1 })));
    const postcode = cellOf([0.5].map((y) => ({ y, w: 1 })));
    const only = compsEstimate(wide);
    expect(only?.log).toBeCloseTo(11.4, 10);
    const r = ESTIMATE_RULES;
    // Independent: street effect 3/(3+kS) x 0.3, then the postcode's 1/(1+kP) of the way to 0.5.
    const eS = (3 / (3 + r.streetShrink)) * 0.3;
    const eP = eS + (1 / (1 + r.postcodeShrink)) * (0.5 - eS);
    const located = compsEstimate(wide, { street, postcode, building: null }, 0.1);
    expect(located?.location).toBeCloseTo(eP, 10);
    expect(located?.log).toBeCloseTo(11.4 + eP + 0.1, 10);
    // The spread comes from the finest level with 3 sales (the street's identical residuals,
    // spread 0) pooled with the wide evidence's (sample variance 0.1) counted as spreadPool.
    const pooled = Math.sqrt((3 * 0 + r.spreadPool * 0.1) / (3 + r.spreadPool));
    expect(located?.sd).toBeCloseTo(Math.max(pooled, r.minSpread) * Math.sqrt(1 + 1 / 3), 10);
    expect(located?.nStreet).toBeCloseTo(3, 10);
  });

  it('measures segment effects against the base segment of the type, shrunk', () => {
    expect(segmentOf(true, true, 'F')).toBe('Y');
    expect(segmentOf(false, true, 'T')).toBe('NA');
    expect(segmentOf(false, false, 'F')).toBe('NA');
    expect(segmentOf(false, null, 'D')).toBe('N');
    // The address form: a flat in a numbered building, a house known by its name.
    expect(addressForm('14', 'F')).toBe('C');
    expect(addressForm('14a', 'F')).toBe('C');
    expect(addressForm('River House', 'F')).toBe('');
    expect(addressForm('1-20 River House', 'F')).toBe('C');
    expect(addressForm('Rose Cottage', 'D')).toBe('M');
    expect(addressForm('Rose Cottage, 3', 'S')).toBe('');
    expect(addressForm('7', 'T')).toBe('');
    expect(addressForm('', 'T')).toBe('');
    expect(addressForm(null, 'F')).toBe('');
    expect(segmentOf(false, true, 'F', '14')).toBe('NC');
    expect(segmentOf(true, true, 'D', 'The Old Barn')).toBe('YAM');
    const sales = [
      ...Array.from({ length: 40 }, () => ({ ptype: 'F', segment: 'N', residual: -0.02, w: 1 })),
      ...Array.from({ length: 20 }, () => ({ ptype: 'F', segment: 'Y', residual: 0.18, w: 1 })),
    ];
    const effects = segmentEffects(sales);
    const k = ESTIMATE_RULES.segmentShrink;
    const base = (40 * -0.02) / (40 + k);
    expect(effects.get('F|N')).toBeCloseTo(0, 12);
    expect(effects.get('F|Y')).toBeCloseTo((20 * 0.18) / (20 + k) - base, 12);
  });

  it('weighs the indexed last sale and the comparables by their errors', () => {
    const blend = blendEstimate(
      { log: Math.log(200_000), sd: 0.1 },
      { log: Math.log(250_000), sd: 0.2 },
    );
    expect(blend?.anchorWeight).toBeCloseTo(0.8, 10);
    expect(blend?.sd).toBeCloseTo(1 / Math.sqrt(100 + 25), 10);
    expect(blendEstimate(null, null)).toBeNull();
    expect(estimateBand(0.05)).toBe('High');
    expect(estimateBand(0.12)).toBe('Medium');
    expect(estimateBand(0.3)).toBe('Low');
  });

  it('a calibrated range holds the achieved price as often as it claims (80%)', () => {
    // Estimates whose real errors are 1.5 times wider than they think, and biased low.
    const rand = lcg(11);
    const make = (n: number) =>
      Array.from({ length: n }, () => {
        const sd = 0.05 + 0.1 * rand();
        const estimateLog = Math.log(250_000);
        const price = Math.exp(estimateLog + 0.03 + 1.5 * sd * normal(rand));
        return { price, estimateLog, sd };
      });
    const fit = make(4000);
    const test = make(4000);
    const cal = calibrate(fit.map((r) => zOf(r.price, r.estimateLog, r.sd)));
    const hit = test.filter((r) => inRange(r.price, r.estimateLog, r.sd, cal)).length / test.length;
    expect(Math.abs(hit - 0.8)).toBeLessThan(0.03);
    // Uncalibrated (normal quantiles) it would claim 80% and hold far fewer.
    const naive = test.filter((r) =>
      inRange(r.price, r.estimateLog, r.sd, { zLow: -1.2816, zHigh: 1.2816 }),
    ).length;
    expect(naive / test.length).toBeLessThan(0.7);
    const e = salesEstimate({ log: Math.log(250_000), sd: 0.1, anchorWeight: 0.5 }, () => cal);
    expect(e.low).toBeLessThan(e.price);
    expect(e.high).toBeGreaterThan(e.price);
  });
});
