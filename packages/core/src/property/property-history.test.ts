import { describe, expect, it } from 'vitest';
import { buildHomeHistory, daysBetween, type HistoryListing } from './property-history.ts';

const listing = (id: string, over: Partial<HistoryListing>): HistoryListing => ({
  id,
  status: 'available',
  listedOn: null,
  removedOn: null,
  updatedOn: null,
  listPrice: null,
  firstListedPrice: null,
  ...over,
});

describe('buildHomeHistory', () => {
  it('starts days on market again after a sale, never after a relisting', () => {
    const h = buildHomeHistory(
      {
        propertyId: '3',
        homeId: '1',
        listings: [
          listing('1', { listedOn: '2020-01-01', status: 'sold', listPrice: 200000 }),
          listing('2', {
            listedOn: '2024-01-01',
            status: 'withdrawn',
            removedOn: '2024-03-01',
            listPrice: 260000,
          }),
          listing('3', { listedOn: '2024-06-01', listPrice: 250000 }),
        ],
        events: [
          {
            listingId: '1',
            kind: 'sold',
            date: '2020-05-01',
            oldPrice: 200000,
            newPrice: 205000,
            oldStatus: 'sold_stc',
            newStatus: 'sold',
          },
          {
            listingId: '1',
            kind: 'status-change',
            date: '2024-12-01',
            oldPrice: 200000,
            newPrice: 200000,
            oldStatus: 'sold_stc',
            newStatus: 'sold',
          },
        ],
        prices: [],
      },
      '2024-12-31',
    );
    expect(h.events.map((e) => e.kind)).toEqual([
      'first-listed',
      'sold',
      'relisted',
      'withdrawn',
      'relisted',
    ]);
    // The relisting after the sale has no gap from a withdrawal; the next one does.
    expect(h.events[2]!.gapDays).toBe(daysBetween('2020-05-01', '2024-01-01'));
    expect(h.events[4]!.gapDays).toBe(92);
    expect(h.summary).toMatchObject({
      firstListed: '2020-01-01',
      daysOnMarket: daysBetween('2024-01-01', '2024-12-31'),
      timesListed: 3,
      sold: null,
      lastAskingPrice: 250000,
    });
  });

  it('takes feed-dated prices and does not repeat a change an event also records', () => {
    const h = buildHomeHistory(
      {
        propertyId: '1',
        homeId: '1',
        listings: [listing('1', { listedOn: '2024-01-01', listPrice: 190000 })],
        events: [
          {
            listingId: '1',
            kind: 'new',
            date: '2024-01-03',
            oldPrice: null,
            newPrice: 200000,
            oldStatus: null,
            newStatus: 'available',
          },
          {
            listingId: '1',
            kind: 'price-change',
            date: '2024-02-03',
            oldPrice: 200000,
            newPrice: 190000,
            oldStatus: 'available',
            newStatus: 'available',
          },
        ],
        prices: [
          { listingId: '1', price: 200000, date: '2024-01-01' },
          { listingId: '1', price: 190000, date: '2024-02-01' },
        ],
      },
      '2024-03-01',
    );
    expect(h.events.map((e) => [e.kind, e.date, e.price])).toEqual([
      ['first-listed', '2024-01-01', 200000],
      ['price-change', '2024-02-01', 190000],
    ]);
    expect(h.summary.daysOnMarket).toBe(60);
  });
});
