import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { BMV_CHECK_FLAG } from '@yardstick/core/estimates/bmv-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_LIST } from './estimate-list-row.ts';

const card = (over: Partial<EstimateCard> = {}): EstimateCard => ({
  propertyId: '42',
  salePropertyId: '42',
  rentPropertyId: null,
  mainImage: null,
  listPrice: 119950,
  status: 'available',
  estimatedPrice: 152000,
  range1Price: 137000,
  range2Price: 170000,
  priceVariation: null,
  postCode: 'RG1 5ND',
  address: 'Belmont Avenue, Reading RG1 5ND',
  rentalDemand: null,
  propertyType: 'F',
  propertySubType: 'Ground Flat',
  bedrooms: 1,
  totalFloorArea: null,
  agentContactPhone: null,
  addedOn: null,
  updatedOn: '2026-11-30',
  avgBmv: -21.1,
  roi: 7,
  moreDeprived: null,
  crimeRate: null,
  avgYield: null,
  yieldFlag: null,
  bmvLowConfidence: true,
  priceWarnings: [],
  estimateConfidence: 'Medium',
  residential: true,
  favoriteId: null,
  ...over,
});

describe("the estimates map's list row", () => {
  it('names the estimate the BMV is measured against (the point, not the range’s middle)', () => {
    expect(ESTIMATE_LIST.present(card()).subtitle).toBe('RG1 5ND · Ground Flat · Est £152,000');
  });

  it('shows the BMV as the card does, "check the estimate" under it', () => {
    const bmv = ESTIMATE_LIST.present(card()).cells[2]!;
    expect(bmv).toMatchObject({ text: '-21.1%', flag: BMV_CHECK_FLAG });
  });

  it('leaves the estimate out when there is none', () => {
    const none = card({ estimatedPrice: null, range1Price: null, range2Price: null });
    expect(ESTIMATE_LIST.present(none).subtitle).toBe('RG1 5ND · Ground Flat');
  });
});
