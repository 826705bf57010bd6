import { describe, expect, it } from 'vitest';
import { listingStatusLabel, propertyTypeLabel } from '../search/constants.ts';
import { dealEventText, dealFigureRows } from './deal-view.ts';
import type { DealFigures } from './deals.ts';

const figures: DealFigures = {
  asOf: '2026-12-02T09:00:00.000Z',
  listPrice: 250_000,
  estimate: 270_000,
  estimateLow: 255_000,
  estimateHigh: 285_000,
  estimateConfidence: 'High',
  bmv: -7.4,
  rent: 1_250,
  rentSource: 'estimate',
  grossYield: 6,
  roi: 8.2,
  status: 'available',
};

describe('deal surfaces in words', () => {
  it('labels listing statuses and property types, never their codes', () => {
    expect(listingStatusLabel('under_offer')).toBe('Under offer');
    expect(listingStatusLabel('sold_stc')).toBe('Sold STC');
    expect(listingStatusLabel('let_agreed')).toBe('Let agreed');
    expect(listingStatusLabel('some_new_code')).toBe('Some new code');
    expect(propertyTypeLabel('T')).toBe('Terraced');
  });

  it('writes the figures and events as the screen does', () => {
    const rows = dealFigureRows(figures, { ...figures, status: 'under_offer' });
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect(row('Gross yield').then).toBe('6.0%');
    expect(row('Status')).toMatchObject({ then: 'Available', now: 'Under offer' });
    expect(
      dealEventText({
        kind: 'status-change',
        date: '2026-12-02',
        listingId: '1',
        price: null,
        oldPrice: null,
        oldStatus: 'available',
        newStatus: 'under_offer',
        gapDays: null,
      }),
    ).toBe('2 Dec 2026 · Status changed (Available → Under offer)');
  });
});
