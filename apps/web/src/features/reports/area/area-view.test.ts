import { describe, expect, it } from 'vitest';
import { areaCodeOf, postcodeSearchHref, yieldListNote, yieldText } from './area-view.ts';

describe('the area analytics view', () => {
  it('reads the first word of what was typed or picked as the area code', () => {
    expect(areaCodeOf('rg1, Reading')).toEqual({ code: 'RG1' });
    expect(areaCodeOf('RG')).toEqual({ code: 'RG' });
    expect(areaCodeOf('nowhere')).toHaveProperty('error');
  });

  it('links a postcode to the estimates searching it', () => {
    const href = postcodeSearchHref('RG1 4AY');
    expect(href.startsWith('/estimates-es?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('searchText')).toBe('RG1 4AY');
  });

  it('shows a yield with 2 decimals, or -', () => {
    expect(yieldText(5.456, '%')).toBe('5.46%');
    expect(yieldText(null)).toBe('-');
  });

  it('says which half of the postcodes each yield list holds, or that they are too few', () => {
    expect(yieldListNote('high', 8)).toBe(
      'The higher half of the 8 postcodes with a yield (4), highest first.',
    );
    expect(yieldListNote('low', 7)).toBe(
      'The lower half of the 7 postcodes with a yield (3), lowest first.',
    );
    expect(yieldListNote('low', 1)).toMatch(/^Too few postcodes to rank/);
    expect(yieldListNote('high', 0)).toMatch(/^No postcode here/);
  });
});
