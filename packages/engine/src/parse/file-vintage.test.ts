import { describe, expect, it } from 'vitest';
import { monthNameVintage } from './file-vintage.ts';

describe('monthNameVintage', () => {
  it('reads ONS release months', () => {
    expect(monthNameVintage('NSPL_NOV_2021_UK_WC.csv')).toBe('2021-11');
    expect(monthNameVintage('ONSPD_AUG_2025_UK.csv')).toBe('2025-08');
    expect(monthNameVintage('NSPL21_MAY_2025_UK.csv')).toBe('2025-05');
    expect(monthNameVintage('codepo_gb_2014-08.csv')).toBeUndefined();
  });
});
