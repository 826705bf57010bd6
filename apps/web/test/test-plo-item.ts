import type { PloItem } from '@yardstick/core/plo/plo';

/** A PLO item for the PLO components' tests; override what a test is about. */
export function testPloItem(patch: Partial<PloItem> = {}): PloItem {
  return {
    salePropertyId: '42',
    rentPropertyId: '77',
    salePrice: 250_000,
    rentPrice: 1_150,
    salePropertyUrl: null,
    rentPropertyUrl: null,
    rentStatus: 'To Let',
    status: 'available',
    mainImage: null,
    postCode: 'RG1 1AF',
    address: '12 Oxford Road, Reading',
    rentalDemand: 'High',
    propertyType: 'T',
    propertySubtype: null,
    bedrooms: 3,
    agentContactPhone: null,
    addedOn: '2025-01-03',
    updatedOn: '2025-02-01T10:00:00.000Z',
    deprivationIndex: 17,
    location: '51.45,-0.97',
    ploId: { salePropertyId: '42', rentPropertyId: '77' },
    grossYield: 5.52,
    yieldFlag: false,
    roi: 4.1,
    range1Price: 240_000,
    range2Price: 270_000,
    avgBmv: -3.2,
    areaMedianRent: 1_100,
    rentVsAreaPct: 4.5,
    favoriteId: null,
    ...patch,
  };
}
