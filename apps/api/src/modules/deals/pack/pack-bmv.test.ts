import type { DealFigures } from '@yardstick/core/deals/deals';
import { describe, expect, it } from 'vitest';
import { figureRows } from './pack-pdf.ts';

const figures = (patch: Partial<DealFigures> = {}): DealFigures => ({
  asOf: '2026-12-01T10:00:00.000Z',
  listPrice: 150_000,
  estimate: 263_000,
  estimateLow: 230_000,
  estimateHigh: 300_000,
  estimateConfidence: 'Medium',
  bmv: -43,
  rent: 1_350,
  rentSource: 'estimate',
  grossYield: 10.8,
  roi: 8,
  status: 'available',
  ...patch,
});

describe('the BMV in the deal pack, by the one rule (issue 40)', () => {
  it('says "check the estimate" beside a checked BMV', () => {
    const rows = figureRows(figures({ bmvCheck: true }), figures({ bmv: -5, bmvCheck: false }));
    expect(rows.find((r) => r[0] === 'BMV')).toEqual([
      'BMV',
      '-43.0% · check the estimate',
      '-5.0%',
    ]);
  });
});
