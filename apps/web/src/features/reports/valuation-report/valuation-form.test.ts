import { describe, expect, it } from 'vitest';
import { EMPTY_VALUATION_FORM, fieldErrorsOf, valuationFormProblems } from './valuation-form.ts';

describe('the valuation report form', () => {
  it('says beside each empty required input what to enter, in the words on the screen', () => {
    expect(valuationFormProblems(EMPTY_VALUATION_FORM)).toEqual({
      postCode: 'Enter the post code',
      soldDate: 'Enter the sold date (yyyy-mm-dd)',
      soldPrice: 'Enter the sold price',
    });
  });

  it("gives a typed value's problem, and none for a valid form (floor area optional)", () => {
    const form = { ...EMPTY_VALUATION_FORM, postCode: 'nope', soldDate: '14/06/2019' };
    expect(valuationFormProblems({ ...form, soldPrice: '250000', sqMts: '2' })).toEqual({
      postCode: 'Must be a full UK postcode such as RG1 5AA',
      soldDate: 'Must be a date yyyy-mm-dd',
      sqMts: 'Must be between 10 and 5000',
    });
    expect(
      valuationFormProblems({
        ...EMPTY_VALUATION_FORM,
        postCode: 'rg1 4ay',
        soldDate: '2019-06-14',
        soldPrice: '£250,000',
      }),
    ).toEqual({});
  });

  it("puts the server's field messages beside the inputs, never its field names", () => {
    expect(
      fieldErrorsOf({ postCode: 'Required', soldPrice: 'Must be a number', other: 'x' }),
    ).toEqual({ postCode: 'Enter the post code', soldPrice: 'Must be a number' });
  });
});
