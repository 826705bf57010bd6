import { describe, expect, it } from 'vitest';
import {
  bmvPercent,
  estimateConfidence,
  estimateRange,
  grossYield,
  moreDeprivedPercent,
  priceVariationPercent,
  rentalDemand,
} from './figures.ts';
import { hpiAdjust } from './hpi-adjust.ts';
import { median, percentile } from './percentile.ts';

describe('percentiles', () => {
  it('interpolates like percentile_cont', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5.5);
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('estimate range', () => {
  it('is square-metre based when the floor area is known', () => {
    const ppsm = Array.from({ length: 21 }, (_, i) => 3_000 + i * 20); // 3,000..3,400
    const range = estimateRange({ totalFloorArea: 80, ppsm, prices: [] });
    expect(range).toMatchObject({
      priceEstimateType: 'SPB',
      range1PPSM: 3_100,
      range2PPSM: 3_300,
      range1Price: 248_000,
      range2Price: 264_000,
      confidence: 'High',
      comparables: 21,
    });
  });
  it('falls back to comparable prices without floor area', () => {
    const range = estimateRange({
      totalFloorArea: null,
      ppsm: [],
      prices: [200_000, 220_000, 240_000, 260_000, 280_000],
    });
    expect(range).toMatchObject({
      priceEstimateType: 'CSB',
      range1Price: 220_000,
      range2Price: 260_000,
      confidence: 'Low',
    });
  });
  it('is absent without evidence', () => {
    expect(estimateRange({ totalFloorArea: 80, ppsm: [], prices: [] })).toBeNull();
  });
  it('grades confidence by count and spread', () => {
    expect(estimateConfidence(25, 90, 110, 100)).toBe('High');
    expect(estimateConfidence(25, 80, 110, 100)).toBe('Medium');
    expect(estimateConfidence(7, 99, 101, 100)).toBe('Low');
    expect(estimateConfidence(30, 60, 120, 100)).toBe('Low');
  });
});

describe('listing figures', () => {
  it('computes BMV against the estimate mid, one decimal', () => {
    expect(bmvPercent(180_000, 190_000, 210_000)).toBe(-10);
    expect(bmvPercent(210_000, 190_000, 210_000)).toBe(5);
    expect(bmvPercent(100, 0, 0)).toBeNull();
  });
  it('computes gross yield', () => {
    expect(grossYield(1_000, 200_000)).toBe(6);
  });
  it('computes the deprivation share, price variation and rental demand', () => {
    expect(moreDeprivedPercent(1, 32_844)).toBe(0);
    expect(moreDeprivedPercent(32_844, 32_844)).toBe(100);
    expect(moreDeprivedPercent(0, 10)).toBeNull();
    expect(priceVariationPercent(190_000, 200_000)).toBe(-5);
    expect(rentalDemand(0.5)).toBe('High');
    expect(rentalDemand(0.3)).toBe('Medium');
    expect(rentalDemand(0.1)).toBe('Low');
  });
});

describe('HPI adjustment', () => {
  const la = new Map([
    ['2019-06', 120],
    ['2025-06', 150],
  ]);
  const region = new Map([
    ['2010-01', 100],
    ['2025-06', 160],
  ]);
  it('uses the first series with both months', () => {
    expect(hpiAdjust(200_000, '2019-06', '2025-06', [la, region])).toEqual({
      price: 250_000,
      factor: 1.25,
      seriesUsed: 0,
    });
    expect(hpiAdjust(100_000, '2010-01', '2025-06', [la, region])).toMatchObject({
      price: 160_000,
      seriesUsed: 1,
    });
    expect(hpiAdjust(100_000, '2001-01', '2025-06', [la, undefined, region])).toBeNull();
  });
});
