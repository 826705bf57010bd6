import { describe, expect, it } from 'vitest';
import { testProperty } from '../test-property.ts';
import { refreshOutcome } from './reload-property.ts';

describe('the outcome of Refresh', () => {
  it('names what changed, or says the listing is unchanged', () => {
    const before = testProperty();
    expect(refreshOutcome(before, { ...before })).toBe(
      'The listing is unchanged: these are its latest details.',
    );
    expect(
      refreshOutcome(before, { listPrice: before.listPrice - 5_000, status: 'sold_stc' }),
    ).toBe(
      `Updated from the listing: asking price now £${(before.listPrice - 5_000).toLocaleString('en-GB')} (was £${before.listPrice.toLocaleString('en-GB')}); status now Sold STC.`,
    );
  });
});
