import { describe, expect, it } from 'vitest';
import { roiColour, ROI_FIELDS, roiInputsReady } from './roi-fields.ts';

describe('ROI page rules', () => {
  it('colours the ROI green above 20, red below 0, amber otherwise', () => {
    expect(roiColour(20.1)).toBe('green');
    expect(roiColour(20)).toBe('orange');
    expect(roiColour(0)).toBe('orange');
    expect(roiColour(-0.1)).toBe('red');
    expect(roiColour(null)).toBe('orange');
  });
  it('disables per-room inputs for a single let and the house rent for an HMO', () => {
    const disabled = (mode: string) =>
      ROI_FIELDS.filter((f) => f.disabledIn === mode).map((f) => f.name);
    expect(disabled('SINGLE_LET')).toEqual(['avgRentInArea', 'bedrooms', 'roiPerRoomMaintenance']);
    expect(disabled('HMO')).toEqual(['avgPropertyRent']);
  });
  it('has a deal to show once a property or a price and rent are given', () => {
    expect(roiInputsReady(undefined, 'SINGLE_LET', {})).toBe(false);
    expect(roiInputsReady('42', 'SINGLE_LET', {})).toBe(true);
    expect(roiInputsReady(undefined, 'SINGLE_LET', { listPrice: 200_000 })).toBe(false);
    expect(
      roiInputsReady(undefined, 'SINGLE_LET', { listPrice: 200_000, avgPropertyRent: 0 }),
    ).toBe(false);
    expect(
      roiInputsReady(undefined, 'SINGLE_LET', { listPrice: 200_000, avgPropertyRent: 950 }),
    ).toBe(true);
    expect(roiInputsReady(undefined, 'HMO', { listPrice: 200_000, avgPropertyRent: 950 })).toBe(
      false,
    );
    expect(
      roiInputsReady(undefined, 'HMO', { listPrice: 200_000, avgRentInArea: 500, bedrooms: 4 }),
    ).toBe(true);
  });
});
