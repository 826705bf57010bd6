import { describe, expect, it } from 'vitest';
import { resolveRoiInput } from './resolve-roi-input.ts';
import { HMO_COST_DEFAULTS, HMO_RUNNING_DEFAULTS } from './hmo-costs.ts';
import { ROI_DEFAULTS } from './roi-schema.ts';

describe('resolveRoiInput', () => {
  const property = {
    postCode: 'RG1 5AQ',
    nation: 'england' as const,
    listPrice: 250_000,
    bedrooms: 3,
    totalFloorArea: 90,
    rentEstimate: 1_350,
    range1Price: 240_000,
    range2Price: 280_000,
  };

  it('fills from the property, then the defaults', () => {
    const r = resolveRoiInput({}, property);
    expect(r).toMatchObject({
      ...ROI_DEFAULTS,
      calculatorType: 'SINGLE_LET',
      listPrice: 250_000,
      bedrooms: 3,
      avgPropertyRent: 1_350,
      avgRentInArea: 450,
      reMortgageHousePrice: 260_000,
    });
  });

  it("defaults an HMO's management and voids higher, and its bills from hmo-costs", () => {
    const r = resolveRoiInput({ calculatorType: 'HMO' }, property);
    expect(r).toMatchObject({
      ...HMO_COST_DEFAULTS,
      ...HMO_RUNNING_DEFAULTS,
      roiPerRoomMgmtCostPercentage: 15,
      roiPerRoomVoidsCostPercentage: 8,
      taxBand: null,
    });
    const typed = resolveRoiInput(
      {
        calculatorType: 'HMO',
        roiPerRoomMgmtCostPercentage: 12,
        hmoCouncilTax: 150,
        taxBand: 'company',
      },
      property,
    );
    expect(typed).toMatchObject({
      roiPerRoomMgmtCostPercentage: 12,
      hmoCouncilTax: 150,
      taxBand: 'company',
    });
    // A single let keeps its own 10% and 5%.
    expect(resolveRoiInput({}, property)).toMatchObject({
      roiPerRoomMgmtCostPercentage: 10,
      roiPerRoomVoidsCostPercentage: 5,
    });
  });

  it("takes the remortgage value from the point estimate, not the range's middle", () => {
    const r = resolveRoiInput({}, { ...property, estimatePrice: 250_000 });
    expect(r.reMortgageHousePrice).toBe(250_000);
    expect(resolveRoiInput({}, { ...property, estimatePrice: null }).reMortgageHousePrice).toBe(
      260_000,
    );
  });

  it('lets typed values win and adds renovation to the remortgage value', () => {
    const r = resolveRoiInput(
      { listPrice: 230_000, renovationCost: 10_000, bedrooms: 4 },
      property,
    );
    expect(r.listPrice).toBe(230_000);
    expect(r.bedrooms).toBe(4);
    expect(r.reMortgageHousePrice).toBe(270_000);
  });

  it('derives rooms from floor area (26 m2 a bedroom) when bedrooms are unknown', () => {
    expect(resolveRoiInput({}, { ...property, bedrooms: null, totalFloorArea: 130 }).bedrooms).toBe(
      5,
    );
  });
});
