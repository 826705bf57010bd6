import { describe, expect, it } from 'vitest';
import {
  fieldBoundMessage,
  fieldsOf,
  fieldWithin,
  propertyIdProblem,
  roiBadge,
  ROI_FIELDS,
  roiFieldErrors,
  roiInputsReady,
} from './roi-fields.ts';

const field = (name: string) => ROI_FIELDS.find((f) => f.name === name)!;

describe('ROI page rules', () => {
  it('colours the ROI green above 20, red below 0, amber otherwise; no figure is neutral', () => {
    expect(roiBadge(20.1)).toEqual({ text: '20.10%', tone: 'good', colour: 'green' });
    expect(roiBadge(20).tone).toBe('warning');
    expect(roiBadge(0)).toEqual({ text: '0.00%', tone: 'warning', colour: 'orange' });
    expect(roiBadge(-0.1).tone).toBe('bad');
    expect(roiBadge(null)).toEqual({ text: '-', tone: 'neutral', colour: 'gray' });
    expect(roiBadge(undefined).tone).toBe('neutral');
  });
  it('colours the ROI by the value shown (2 decimals), not its hidden digits', () => {
    expect(roiBadge(-0.004)).toEqual({ text: '0.00%', tone: 'warning', colour: 'orange' });
    expect(roiBadge(20.004)).toEqual({ text: '20.00%', tone: 'warning', colour: 'orange' });
    expect(roiBadge(-0.006).tone).toBe('bad');
  });
  it('holds each input within its bounds and says them in the words on the screen', () => {
    expect(fieldWithin(field('roiDownpaymentPercentage'), 100)).toBe(true);
    expect(fieldWithin(field('roiDownpaymentPercentage'), 0)).toBe(true);
    expect(fieldWithin(field('roiDownpaymentPercentage'), 250150)).toBe(false);
    expect(fieldWithin(field('bedrooms'), 51)).toBe(false);
    expect(fieldWithin(field('listPrice'), 100_000_001)).toBe(false);
    expect(fieldBoundMessage(field('roiDownpaymentPercentage'))).toBe(
      'Deposit is a percentage from 0 to 100',
    );
    expect(fieldBoundMessage(field('listPrice'))).toBe(
      'Purchase price is an amount from £0 to £100,000,000',
    );
    expect(fieldBoundMessage(field('bedrooms'))).toBe(
      'Bedrooms (rooms let) is a whole number from 0 to 50',
    );
  });
  it("names a refused input by its label, never the API's field name", () => {
    expect(
      roiFieldErrors({ roiDownpaymentPercentage: 'Too big: expected number to be <=100' }),
    ).toEqual({ roiDownpaymentPercentage: 'Deposit is a percentage from 0 to 100' });
    expect(roiFieldErrors({ nation: 'x' })).toEqual({});
  });
  it('says what to do with an id that names no property', () => {
    expect(propertyIdProblem(undefined)).toBeNull();
    expect(propertyIdProblem('2797')).toBeNull();
    expect(propertyIdProblem('abc')).toBe('“abc” is not a property id');
  });
  it('disables per-room inputs for a single let and the house rent for an HMO', () => {
    const disabled = (mode: string) =>
      ROI_FIELDS.filter((f) => f.disabledIn === mode).map((f) => f.name);
    expect(disabled('SINGLE_LET')).toEqual(['avgRentInArea', 'bedrooms', 'roiPerRoomMaintenance']);
    expect(disabled('HMO')).toEqual(['avgPropertyRent']);
  });
  it("shows an HMO's bills only for an HMO, where its landlord pays them", () => {
    const hmoOnly = ['hmoUtilities', 'hmoCouncilTax', 'hmoBroadband', 'hmoLicenceFee'];
    const names = (mode: 'HMO' | 'SINGLE_LET') => fieldsOf(mode).map((f) => f.name);
    expect(names('HMO')).toEqual(expect.arrayContaining(hmoOnly));
    expect(names('SINGLE_LET').filter((n) => hmoOnly.includes(n))).toEqual([]);
    expect(names('SINGLE_LET')).toHaveLength(ROI_FIELDS.length - hmoOnly.length);
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
