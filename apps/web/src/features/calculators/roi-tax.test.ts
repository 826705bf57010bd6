import { resolveRoiInput } from '@yardstick/core/roi/resolve-roi-input';
import { calculateRoi } from '@yardstick/core/roi/roi-calculator';
import type { RoiInput, RoiResponse } from '@yardstick/core/roi/roi-schema';
import { describe, expect, it } from 'vitest';
import { taxBandOf, taxExplanation, taxRows } from './roi-tax.ts';

/** The calculator's answer for the methodology's worked example (a £200,000 single let). */
function answer(input: RoiInput): RoiResponse {
  const resolved = resolveRoiInput({ listPrice: 200_000, avgPropertyRent: 1_200, ...input });
  return {
    propertyId: null,
    postCode: null,
    address: null,
    totalFloorArea: null,
    ...resolved,
    ...calculateRoi(resolved),
  };
}

describe('the After tax card', () => {
  it('has no rows before tax', () => {
    expect(taxRows(answer({}))).toBeNull();
    expect(taxBandOf('none')).toBeUndefined();
    expect(taxBandOf('basic')).toBe('basic');
  });

  it('says when the credit is limited to the profit, and reds a loss after tax', () => {
    // 8% interest: 12,000 against 11,640 of profit; higher rate 4,656 - 2,328 = 2,328.
    const rows = taxRows(answer({ roiMortgageRate: 8, taxBand: 'higher' }))!;
    expect(rows.map((r) => [r.label, r.value, r.negative ?? false])).toEqual([
      ['Profit before mortgage interest', '£11,640', false],
      ['Income tax at 40%', '£4,656', false],
      ['Less 20% credit on £11,640 (interest £12,000, limited to the profit)', '-£2,328', false],
      ['Tax per year', '£2,328', false],
      ['Cash flow after tax per year', '-£2,688', true],
      ['Cash flow after tax per month', '-£224', true],
    ]);
  });

  it("shows a company's profit after interest and its corporation tax", () => {
    const rows = taxRows(answer({ taxBand: 'company' }))!;
    expect(rows.map((r) => r.label + ' ' + r.value)).toEqual([
      'Profit after mortgage interest £3,390',
      'Tax per year £644',
      'Cash flow after tax per year £2,746',
      'Cash flow after tax per month £229',
    ]);
    expect(taxExplanation('company')).toMatch(/19% up to £50,000.*25% above £250,000/);
  });
});
