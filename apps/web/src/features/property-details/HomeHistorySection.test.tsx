import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { PropertyHistory } from '@yardstick/core/property/property-history';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeHistorySection, soldGap } from './HomeHistorySection.tsx';

afterEach(cleanup);

const blank = { oldPrice: null, oldStatus: null, newStatus: null, gapDays: null };
const history: PropertyHistory = {
  propertyId: '2',
  homeId: '1',
  listingIds: ['1', '2'],
  events: [
    { ...blank, kind: 'first-listed', date: '2024-09-02', listingId: '1', price: 250000 },
    { ...blank, kind: 'withdrawn', date: '2024-11-25', listingId: '1', price: 250000 },
    { ...blank, kind: 'relisted', date: '2024-12-09', listingId: '2', price: 240000, gapDays: 14 },
    { ...blank, kind: 'sold', date: '2025-01-20', listingId: '2', price: 228000, oldPrice: 240000 },
  ],
  summary: {
    firstListed: '2024-09-02',
    daysOnMarket: 140,
    timesListed: 2,
    asOf: '2025-02-28',
    lastAskingPrice: 240000,
    pricePath: [
      { date: '2024-09-02', price: 250000, kind: 'asking' },
      { date: '2024-12-09', price: 240000, kind: 'asking' },
      { date: '2025-01-20', price: 228000, kind: 'sold' },
    ],
    sold: { date: '2025-01-20', price: 228000, lastAskingPrice: 240000, gap: -12000, gapPct: -5 },
  },
};

describe('HomeHistorySection', () => {
  it('shows first listed, days on market across relistings, times listed and the price achieved', () => {
    render(
      <MantineProvider>
        <HomeHistorySection history={history} loading={false} failed={false} />
      </MantineProvider>,
    );
    expect(screen.getAllByText('2 Sep 2024').length).toBe(2);
    expect(screen.getByText('140')).toBeTruthy();
    expect(screen.getByTestId('home-sold').textContent).toBe(
      'Sold for £228,000 on 20 Jan 2025: −£12,000 (−5.0%) below the last asking price of £240,000',
    );
    expect(screen.getByText('Relisted at £240,000, 14 days after it was withdrawn')).toBeTruthy();
  });

  it('hides when the call failed', () => {
    render(
      <MantineProvider>
        <HomeHistorySection history={undefined} loading={false} failed />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('home-history')).toBeNull();
  });

  it('words a sale at the asking price', () => {
    expect(
      soldGap({ date: '2025-01-20', price: 1, lastAskingPrice: 1, gap: 0, gapPct: 0 }),
    ).toEqual({ amount: '', words: 'at the last asking price of £1' });
  });
});
