import type { DealFigures } from '@yardstick/core/deals/deals';
import { describe, expect, it } from 'vitest';
import { dealFigureRows as figureRows } from '@yardstick/core/deals/deal-view';

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

describe('the BMV of a deal, by the one rule (issue 40)', () => {
  it('says "check the estimate" on the board\'s then-and-now rows', () => {
    const bmv = figureRows(figures({ bmvCheck: true }), figures({ bmvCheck: false, bmv: -5 })).find(
      (r) => r.label === 'BMV',
    );
    expect(bmv?.then).toBe('-43.0% · check the estimate');
    expect(bmv?.now).toBe('-5.0%');
  });

  it('shows figures stored before the rule as they were', () => {
    const bmv = figureRows(figures(), null).find((r) => r.label === 'BMV');
    expect(bmv?.then).toBe('-43.0%');
  });
});
