import { describe, expect, it } from 'vitest';
import { Random } from '@yardstick/core/random/seeded-random';
/** The project's one seeded generator (core/random), as a function. */
const seededRandom = (seed: number) => {
  const random = new Random(seed, 'gbdt-test');
  return () => random.next();
};
import { binOf, predictGbdt, trainGbdt } from './gbdt.ts';
import { MIN_TRAINING_SALES, trainStack, walkForward, type StackTrainingRow } from './stack.ts';

/** Rows whose target is a step in x0 and a slope in x1, plus noise and a few gross outliers. */
function rows(n: number, seed = 7) {
  const random = seededRandom(seed);
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = random();
    const b = random();
    const missing = random() < 0.1;
    x.push([a, missing ? NaN : b, random()]);
    const noise = (random() - 0.5) * 0.02;
    const outlier = i % 97 === 0 ? 5 : 0;
    y.push((a > 0.5 ? 0.2 : -0.1) + (missing ? 0 : 0.1 * b) + noise + outlier);
  }
  return { x, y };
}

describe('gbdt', () => {
  it('bins values by their cut points, a missing value in bin 0', () => {
    expect(binOf([1, 2, 3], NaN)).toBe(0);
    expect(binOf([1, 2, 3], 0.5)).toBe(1);
    expect(binOf([1, 2, 3], 1)).toBe(1);
    expect(binOf([1, 2, 3], 2.5)).toBe(3);
    expect(binOf([1, 2, 3], 9)).toBe(4);
  });

  it('learns a step and a slope, and the odd row cannot carry it (Huber loss)', () => {
    const { x, y } = rows(2000);
    const model = trainGbdt(x, y);
    expect(model).not.toBeNull();
    const m = model as NonNullable<typeof model>;
    expect(predictGbdt(m, [0.8, 0.5, 0.5])).toBeCloseTo(0.25, 1);
    expect(predictGbdt(m, [0.2, 0.5, 0.5])).toBeCloseTo(-0.05, 1);
    // The gross outliers (every 97th row, +5) move no prediction by more than a few points.
    expect(Math.abs(predictGbdt(m, [0.8, 0.5, 0.5]) - 0.25)).toBeLessThan(0.05);
  });

  it('trains deterministically: the same rows give the same model', () => {
    const { x, y } = rows(1000, 11);
    expect(JSON.stringify(trainGbdt(x, y))).toBe(JSON.stringify(trainGbdt(x, y)));
  });

  it('learns nothing from noise: no model beats none', () => {
    const random = seededRandom(3);
    const x = Array.from({ length: 800 }, () => [random(), random()]);
    const y = x.map(() => (random() - 0.5) * 0.3);
    const model = trainGbdt(x, y);
    // Either none, or one whose corrections are small beside the noise.
    if (model) expect(Math.abs(predictGbdt(model, [0.5, 0.5]))).toBeLessThan(0.03);
  });
});

describe('stack', () => {
  const row = (i: number, random: () => number): StackTrainingRow => {
    const big = random() < 0.5;
    const estLog = Math.log(300_000);
    // The estimator overstates the large homes valued per m2 by 15%.
    const price = Math.exp(estLog + (big ? -0.15 : 0) + (random() - 0.5) * 0.05);
    return {
      month: `2024-${String(1 + (i % 12)).padStart(2, '0')}`,
      price,
      estLog,
      anchorLog: null,
      anchorMonths: null,
      compsLog: estLog,
      compsSd: 0.15,
      sd: 0.15,
      ptype: 'T',
      newBuild: false,
      leasehold: false,
      method: 'SPB',
      floorArea: big ? 120 : 80,
      compsWide: 20,
      compsPostcode: 5,
      compsBuilding: 0,
      radius: 0,
      years: 5,
      sector: 'RG1 4',
      areaRel: big ? 0.3 : -0.1,
    };
  };

  it('stands aside below MIN_TRAINING_SALES, and learns a correction from enough sales', () => {
    const random = seededRandom(5);
    const all = Array.from({ length: 1200 }, (_, i) => row(i, random));
    expect(trainStack(all.slice(0, MIN_TRAINING_SALES - 1))).toBeNull();
    const model = trainStack(all);
    expect(model).not.toBeNull();
    expect(JSON.stringify(model)).toBe(JSON.stringify(trainStack(all)));
    const deltas = walkForward(all);
    // The first month has no earlier sales: the estimator alone.
    expect(deltas.get(all[0] as StackTrainingRow)).toBeNull();
    const late = all.filter((r) => r.month === '2024-12');
    // The large homes corrected about 15% below the others (the month's level is not learned).
    const of = (area: number) =>
      late.filter((r) => r.floorArea === area).map((r) => deltas.get(r) as number);
    expect(Math.max(...of(120)) - Math.min(...of(80))).toBeLessThan(-0.1);
    expect(Math.min(...of(120)) - Math.max(...of(80))).toBeGreaterThan(-0.2);
  });
});
