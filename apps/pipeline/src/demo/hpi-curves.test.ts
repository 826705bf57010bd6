import { describe, expect, it } from 'vitest';
import { HPI_FIRST_MONTH, HPI_LAST_MONTH, monthNumber } from './demo-clock.ts';
import { fitHpiCurves, indexAt } from './hpi-curves.ts';
import { readHpiSample } from './reference-data.ts';

describe('HPI curves fitted through the real sample', () => {
  const samples = readHpiSample();
  const curves = fitHpiCurves(samples, 1);

  it('covers every sampled area, monthly from 1995 to the last HPI month', () => {
    const codes = new Set(samples.map((s) => s.areaCode));
    expect(curves.map((c) => c.code).sort()).toEqual([...codes].sort());
    for (const c of curves) expect(c.index.all.length).toBe(HPI_LAST_MONTH - HPI_FIRST_MONTH + 1);
  });

  it('reproduces every sampled all-types and per-type index since 1995', () => {
    for (const s of samples) {
      const m = monthNumber(s.date);
      if (m < HPI_FIRST_MONTH || m > HPI_LAST_MONTH) continue;
      const curve = curves.find((c) => c.code === s.areaCode);
      if (!curve) throw new Error(s.areaCode);
      if (s.index) expect(indexAt(curve, 'all', m)).toBeCloseTo(s.index, 6);
      if (s.flatIndex) expect(indexAt(curve, 'F', m)).toBeCloseTo(s.flatIndex, 6);
      if (s.detachedIndex) expect(indexAt(curve, 'D', m)).toBeCloseTo(s.detachedIndex, 6);
    }
  });

  it('is plausible: positive, and prices rose severalfold since 1995 in every area', () => {
    for (const c of curves) {
      for (const v of c.index.all) expect(v).toBeGreaterThan(0);
      const growth = indexAt(c, 'all', HPI_LAST_MONTH) / indexAt(c, 'all', HPI_FIRST_MONTH);
      expect(growth).toBeGreaterThan(2.5);
      expect(growth).toBeLessThan(9);
    }
  });
});
