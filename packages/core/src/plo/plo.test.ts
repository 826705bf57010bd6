import { describe, expect, it } from 'vitest';
import { roiDefaultsOfListing } from '../roi/listing-roi-defaults.ts';
import { resolveRoiInput } from '../roi/resolve-roi-input.ts';
import { calculateRoi } from '../roi/roi-calculator.ts';
import { grossYield } from '../estimates/figures.ts';
import {
  parsePloSort,
  ploDetailsHref,
  ploFigures,
  ploFilterSchema,
  ploSortOf,
  ploSortParam,
  rentStatusOf,
} from './plo.ts';

describe('the PLO sort', () => {
  it('reads updated_on, bedrooms and sale_price (camelCase too) as the sale listing sorts', () => {
    expect(parsePloSort('sale_price,desc')).toEqual({
      ok: true,
      value: { field: 'list_price', direction: 'desc' },
    });
    expect(parsePloSort('salePrice')).toEqual({
      ok: true,
      value: { field: 'list_price', direction: 'asc' },
    });
    expect(parsePloSort('bedrooms asc').ok).toBe(true);
    expect(parsePloSort('list_price,desc').ok).toBe(false);
    expect(parsePloSort('roi,desc').ok).toBe(false);
  });

  it('writes the sort back as the API names it; other sorts become the default', () => {
    expect(ploSortParam({ field: 'list_price', direction: 'asc' })).toBe('sale_price,asc');
    expect(ploSortParam({ field: 'bedrooms', direction: 'desc' })).toBe('bedrooms,desc');
    expect(ploSortOf({ field: 'avg_bmv', direction: 'asc' })).toEqual({
      field: 'updated_on',
      direction: 'desc',
    });
  });

  it('is the search filter with its own sort: unknown parameters and other sorts are refused', () => {
    const ok = ploFilterSchema.safeParse({ minBeds: '2', sort: 'sale_price,desc' });
    expect(ok.success && ok.data.sort).toEqual({ field: 'list_price', direction: 'desc' });
    expect(ploFilterSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(ploFilterSchema.safeParse({ sort: 'roi,desc' }).success).toBe(false);
    expect(ploFilterSchema.safeParse({ minPrice: '3', maxPrice: '2' }).success).toBe(false);
  });
});

describe('the PLO figures', () => {
  const input = {
    salePrice: 200_000,
    rentPrice: 1_000,
    postcode: 'RG1 2AQ',
    bedrooms: 3,
    totalFloorArea: 90,
    range1Price: 190_000,
    range2Price: 230_000,
    areaMedianRent: 800,
  };

  it('gross yield = rent x 12 / price x 100; none without both', () => {
    expect(grossYield(1_000, 200_000)).toBe(6);
    expect(grossYield(1_000, null)).toBeNull();
    expect(grossYield(0, 200_000)).toBeNull();
  });

  it("ROI is the calculator's with its defaults and the paired rent", () => {
    const expected = calculateRoi(
      resolveRoiInput(
        {},
        roiDefaultsOfListing({
          postcode: 'RG1 2AQ',
          countryCode: null,
          listPrice: 200_000,
          bedrooms: 3,
          totalFloorArea: 90,
          rentEstimate: 1_000,
          range1Price: 190_000,
          range2Price: 230_000,
        }),
      ),
    ).finalRoi;
    expect(ploFigures(input).roi).toBe(expected);
    expect(ploFigures({ ...input, rentPrice: null }).roi).toBeNull();
  });

  it('compares the rent with the area median in percent', () => {
    expect(ploFigures(input).rentVsAreaPct).toBe(25);
    expect(ploFigures({ ...input, rentPrice: 600 }).rentVsAreaPct).toBe(-25);
    expect(ploFigures({ ...input, areaMedianRent: null }).rentVsAreaPct).toBeNull();
  });

  it('names the rental status and the details address', () => {
    expect(rentStatusOf('let_agreed')).toBe('Let Agreed');
    expect(rentStatusOf('available')).toBe('To Let');
    expect(ploDetailsHref({ salePropertyId: '1', rentPropertyId: '2' })).toBe(
      '/plo-details?saleId=1&rentId=2',
    );
  });
});
