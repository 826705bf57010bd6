import { describe, expect, it } from 'vitest';
import { investmentFigures, yieldFigure } from './investment-figures.ts';
import { testProperty } from '../../../test/test-property.ts';

describe('investment figures of the details', () => {
  it('are "Not estimated" for a non-residential listing', () => {
    const figures = investmentFigures(
      testProperty({ residential: false, avgBmv: null, roi: null, avgYield: null }),
    );
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['BMV', 'Not estimated'],
      ['ROI', 'Not estimated'],
      ['Gross yield', 'Not estimated'],
      ['Rent estimate', 'Not estimated'],
    ]);
    expect(figures.every((f) => f.tip === 'not-estimated')).toBe(true);
  });

  it('say "check" beside a flagged yield and its ROI, with the reason', () => {
    const p = testProperty({ avgYield: 16.56, roi: 30.4, yieldFlag: true });
    const [, roi, gross] = investmentFigures(p);
    expect(gross?.value).toBe('16.6% · check');
    expect(gross?.note).toMatch(/2%-15% gross/);
    expect(roi?.value).toBe('+30.4% · check');
    expect(yieldFigure(p)).toEqual(gross);
  });

  it('say "check the estimate" beside a BMV the rule checks (issue 40)', () => {
    const [bmv] = investmentFigures(testProperty({ avgBmv: -45, bmvLowConfidence: true }));
    expect(bmv?.value).toBe('-45.0% · check the estimate');
    expect(bmv?.colour).toBe('orange');
    expect(bmv?.note).toMatch(/^Check the estimate/);
  });

  it('name the price warnings beside the BMV, in the warning colour, with their explanation (issue 26)', () => {
    const [bmv] = investmentFigures(
      testProperty({
        avgBmv: -43,
        bmvLowConfidence: true,
        priceWarnings: [
          { code: 'retirement', label: 'Retirement home' },
          { code: 'short-lease', label: 'Short lease' },
        ],
      }),
    );
    expect(bmv?.value).toBe('-43.0% · retirement home, short lease');
    expect(bmv?.colour).toBe('orange');
    expect(bmv?.note).toMatch(/^Retirement and age-restricted homes resell/);
    expect(bmv?.note).toMatch(/Sorted after the BMVs without a warning\. Check the estimate/);
  });

  it('show plausible figures as they are', () => {
    const [bmv, roi, gross, rent] = investmentFigures(
      testProperty({ avgBmv: -3.2, roi: 6.1, avgYield: 5.2, rentEstimate: 1_100 }),
    );
    expect([bmv?.value, roi?.value, gross?.value, rent?.value]).toEqual([
      '-3.2%',
      '+6.1%',
      '5.2%',
      '£1,100 pcm',
    ]);
  });
});
