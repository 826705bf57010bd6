import { describe, expect, it } from 'vitest';
import { roiColour, ROI_FIELDS } from './roi-fields.ts';

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
});
