import { describe, expect, it } from 'vitest';
import {
  evaluationFigures,
  figuresOf,
  pairedBootstrap,
  seededRandom,
  verdict,
  type EvaluatedSale,
  type EvaluationRun,
} from './evaluate.ts';

const sale = (
  tid: string,
  price: number,
  estimate: number | null,
  extra: Partial<EvaluatedSale> = {},
): EvaluatedSale => ({
  tid,
  price,
  estimate,
  baseline: null,
  band: estimate === null ? null : 'Medium',
  inRange: estimate === null ? null : true,
  ...extra,
});

const run = (sets: Record<string, EvaluatedSale[]>): EvaluationRun => ({
  deriveVersion: 0,
  at: '2026-01-01T00:00:00Z',
  sets: Object.entries(sets).map(([name, sales]) => ({ name, from: 'x', to: 'y', sales })),
});

describe('evaluation figures', () => {
  it('counts PE5/PE10/PE20 and MdAPE on the valued sales only', () => {
    const f = figuresOf([
      { price: 100, value: 104 }, // 4%
      { price: 100, value: 92 }, // 8%
      { price: 100, value: 115 }, // 15%
      { price: 100, value: 130 }, // 30%
      { price: 100, value: null },
    ]);
    expect(f).toMatchObject({ sales: 5, valued: 4, pe5: 0.25, pe10: 0.5, pe20: 0.75 });
    expect(f.mdape).toBeCloseTo(0.115, 10);
  });

  it('gives every set, then the pooled sales, with the band coverage against its claim', () => {
    const figures = evaluationFigures(
      run({
        a: [sale('1', 100, 105, { band: 'High', baseline: 120 }), sale('2', 100, 150)],
        b: [sale('3', 100, 100, { inRange: false })],
      }),
    );
    expect(figures.map((f) => f.name)).toEqual(['a', 'b', 'pooled']);
    const pooled = figures[2]!;
    expect(pooled.estimate.valued).toBe(3);
    expect(pooled.baseline.valued).toBe(1);
    expect(pooled.bothEstimate.pe10).toBe(1);
    expect(pooled.bothBaseline.pe10).toBe(0);
    const high = pooled.bands.find((b) => b.band === 'High')!;
    expect(high).toMatchObject({ valued: 1, inRange: 1, claim: 0.8, pe10Claim: 0.75 });
    expect(pooled.bands.find((b) => b.band === 'Medium')!.inRange).toBe(0.5);
  });
});

describe('paired bootstrap', () => {
  const prices = Array.from({ length: 200 }, (_, i) => 100_000 + i * 100);
  const before = run({
    a: prices.map((p, i) => sale(`a${i}`, p, p * (i % 2 ? 1.15 : 1.08))),
    b: prices.map((p, i) => sale(`b${i}`, p, p * 1.08)),
  });
  const better = run({
    a: prices.map((p, i) => sale(`a${i}`, p, p * (i % 2 ? 1.05 : 1.03))),
    b: prices.map((p, i) => sale(`b${i}`, p, p * 1.07)),
  });

  it('is the same on every run (fixed seed)', () => {
    expect(pairedBootstrap(before, better, 200)).toEqual(pairedBootstrap(before, better, 200));
    const r = seededRandom(1);
    const first = [r(), r()];
    const again = seededRandom(1);
    expect([again(), again()]).toEqual(first);
  });

  it('puts an interval excluding zero on a real gain and keeps it; none on no change', () => {
    const c = pairedBootstrap(before, better, 500);
    const pooled = c.find((x) => x.name === 'pooled')!;
    expect(pooled.pairs).toBe(400);
    expect(pooled.pe10.diff).toBeCloseTo(0.25, 10);
    expect(pooled.pe10.low).toBeGreaterThan(0);
    expect(pooled.mdape.high).toBeLessThan(0);
    const b = c.find((x) => x.name === 'b')!;
    expect(b.pe10).toEqual({ diff: 0, low: 0, high: 0 });
    expect(verdict(c).keep).toBe(true);
    expect(verdict(pairedBootstrap(before, before, 200))).toMatchObject({ keep: false });
  });

  it('refuses a change that makes one set worse beyond its interval', () => {
    const worseB = run({
      a: better.sets[0]!.sales,
      b: prices.map((p, i) => sale(`b${i}`, p, p * (i % 4 ? 1.07 : 1.3))),
    });
    const v = verdict(pairedBootstrap(before, worseB, 500));
    expect(v.keep).toBe(false);
    expect(v.reasons.join(' ')).toMatch(/b: PE10 worse|b: MdAPE worse/);
  });
});
