import { DEFAULT_FILTER } from '@yardstick/core/search/filter';
import { describe, expect, it } from 'vitest';
import { countLine } from './count-line.ts';
import {
  bmvTone,
  changePercent,
  deprivationTone,
  priceChange,
  rangeText,
  roiTone,
  signedPercent,
  statusLabel,
  TONE_COLOURS,
} from './figures.ts';

describe('badge colours (docs/product.md#figure-colours)', () => {
  it('BMV of 0 or less is green, above 0 red', () => {
    expect(TONE_COLOURS[bmvTone(-12.5)]).toBe('teal');
    expect(TONE_COLOURS[bmvTone(0)]).toBe('teal');
    expect(TONE_COLOURS[bmvTone(0.1)]).toBe('red');
    expect(TONE_COLOURS[bmvTone(null)]).toBe('gray');
  });

  it('ROI of 0 or less is red, above 0 green', () => {
    expect(TONE_COLOURS[roiTone(-1)]).toBe('red');
    expect(TONE_COLOURS[roiTone(0)]).toBe('red');
    expect(TONE_COLOURS[roiTone(0.06)]).toBe('teal');
    expect(TONE_COLOURS[roiTone(undefined)]).toBe('gray');
  });

  it('colours a figure by the value shown (one decimal), not its hidden sign', () => {
    // Both show "0.0%": one colour for both, the rule's for 0.
    expect(signedPercent(0.04)).toBe('0.0%');
    expect(signedPercent(-0.04)).toBe('0.0%');
    expect(roiTone(0.04)).toBe('bad');
    expect(roiTone(-0.04)).toBe('bad');
    expect(bmvTone(0.04)).toBe('good');
    expect(bmvTone(-0.04)).toBe('good');
    // With two decimals shown, 0.04 is above 0.
    expect(roiTone(0.04, 2)).toBe('good');
  });

  it('deprivation below 30 is a warning', () => {
    expect(deprivationTone(29.9)).toBe('warning');
    expect(deprivationTone(0)).toBe('warning');
    expect(deprivationTone(30)).toBe('neutral');
    expect(deprivationTone(null)).toBe('neutral');
  });

  it('a price reduction is a red down arrow, a rise a green up arrow', () => {
    expect(priceChange(-5)).toEqual({ direction: 'down', tone: 'bad', text: 'Decreased by 5.0%' });
    expect(priceChange(2.25)).toEqual({ direction: 'up', tone: 'good', text: 'Increased by 2.3%' });
    expect(priceChange(0).direction).toBe('none');
    expect(priceChange(null).direction).toBe('none');
    expect(changePercent(250_000, 240_000)).toBe(-4);
    expect(changePercent(0, 1)).toBeNull();
  });

  it('labels Sold STC and Under offer, not Available', () => {
    expect(statusLabel('sold_stc')).toBe('Sold STC');
    expect(statusLabel('under_offer')).toBe('Under offer');
    expect(statusLabel('available')).toBeNull();
  });

  it('formats ranges and signed percentages', () => {
    expect(rangeText(240_000, 270_000)).toBe('£240,000 – £270,000');
    expect(rangeText(250_000, 250_000)).toBe('£250,000');
    expect(rangeText(null, 1)).toBe('-');
    expect(signedPercent(6.12)).toBe('+6.1%');
    expect(signedPercent(-3.25)).toBe('-3.3%');
    expect(signedPercent(0)).toBe('0.0%');
    expect(signedPercent(0.04)).toBe('0.0%');
    expect(signedPercent(-0.04)).toBe('0.0%');
  });
});

describe('count line (docs/product.md#count-line)', () => {
  it('names the searched location', () => {
    const f = { ...DEFAULT_FILTER, searchText: 'RG1, Reading', districts: ['RG1'] };
    expect(countLine(f, { value: 1234, relation: 'eq' })).toBe(
      'Total 1,234 Properties found in RG1, Reading',
    );
    expect(countLine(f, { value: 1 })).toBe('Total 1 Property found in RG1, Reading');
    expect(countLine(f, undefined)).toBeUndefined();
  });

  it('counts across the UK without a location', () => {
    expect(countLine({ ...DEFAULT_FILTER, minBeds: 3 }, { value: 52_000, relation: 'gte' })).toBe(
      '52,000+ Properties across UK',
    );
    expect(countLine({ ...DEFAULT_FILTER, bmv: true }, { value: 0 })).toBe(
      '0 Properties across UK',
    );
  });

  it('says All Properties across UK when nothing is restricted', () => {
    expect(countLine(DEFAULT_FILTER, { value: 4000 })).toBe('All Properties across UK');
    expect(
      countLine({ ...DEFAULT_FILTER, sort: { field: 'roi', direction: 'asc' } }, undefined),
    ).toBe('All Properties across UK');
  });
});
