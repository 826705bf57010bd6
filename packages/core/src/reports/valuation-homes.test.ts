import { describe, expect, it } from 'vitest';
import { groupSalesByHome, type SaleOfHome } from './valuation-homes.ts';

const sale = (
  homeKey: string,
  date: string,
  price: number,
  indexedPrice: number | null,
  more: Partial<SaleOfHome> = {},
): SaleOfHome => ({
  homeKey,
  row: {
    property_address: homeKey === 'york' ? '105 York Road, Reading' : '7 Oak Road, Reading',
    sold_price: price,
    total_floor_area: null,
    property_type: 'T',
    range1_price: indexedPrice,
    range2_price: indexedPrice,
    date_of_transfer: date,
  },
  indexedPrice,
  listingRange: null,
  matches: true,
  ...more,
});

describe('groupSalesByHome', () => {
  it('values a home once, from its newest sale, with every sale beneath', () => {
    // 105 York Road sold four times: four indexed values, one estimate today.
    const homes = groupSalesByHome([
      sale('york', '2021-06-01', 330_000, 405_000),
      sale('oak', '2019-03-01', 250_000, 300_000),
      sale('york', '2014-02-01', 215_000, 355_000),
      sale('york', '2007-09-01', 190_000, 350_000),
      sale('york', '1999-05-01', 82_000, 344_000),
    ]);
    expect(homes.map((h) => h.address)).toEqual(['105 York Road, Reading', '7 Oak Road, Reading']);
    const york = homes[0]!;
    expect(york).toMatchObject({
      range1Price: 405_000,
      range2Price: 405_000,
      estimateBasis: 'last-sale',
    });
    expect(york.sales).toEqual([
      { date_of_transfer: '2021-06-01', sold_price: 330_000, indexedPrice: 405_000 },
      { date_of_transfer: '2014-02-01', sold_price: 215_000, indexedPrice: 355_000 },
      { date_of_transfer: '2007-09-01', sold_price: 190_000, indexedPrice: 350_000 },
      { date_of_transfer: '1999-05-01', sold_price: 82_000, indexedPrice: 344_000 },
    ]);
  });

  it("prefers the derived range of a listing the home's sale matched", () => {
    const [home] = groupSalesByHome([
      sale('york', '2021-06-01', 330_000, 405_000),
      sale('york', '2014-02-01', 215_000, 355_000, {
        listingRange: { low: 390_000, high: 430_000 },
      }),
    ]);
    expect(home).toMatchObject({
      range1Price: 390_000,
      range2Price: 430_000,
      estimateBasis: 'listing',
    });
  });

  it('lists a home when any of its sales passes the filters, with all its sales', () => {
    const homes = groupSalesByHome([
      sale('york', '2021-06-01', 330_000, 405_000, { matches: false }),
      sale('york', '2014-02-01', 215_000, 355_000),
      sale('oak', '2019-03-01', 250_000, 300_000, { matches: false }),
    ]);
    expect(homes).toHaveLength(1);
    expect(homes[0]!.sales).toHaveLength(2);
    expect(homes[0]!.range1Price).toBe(405_000);
  });

  it('has no estimate without an indexed price or a listing', () => {
    const [home] = groupSalesByHome([sale('york', '2021-06-01', 330_000, null)]);
    expect(home).toMatchObject({ range1Price: null, range2Price: null, estimateBasis: null });
  });
});
