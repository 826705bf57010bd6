import { describe, expect, it } from 'vitest';
import { testProperty } from '../../../../test/test-property.ts';
import { refreshOutcome } from './reload-property.ts';

describe('the outcome of Refresh', () => {
  it('names what changed, or says the listing is unchanged', () => {
    const before = { ...testProperty(), listPrice: 250_000, status: 'available' };
    expect(refreshOutcome(before, { ...before })).toBe(
      'The listing is unchanged: these are its latest details.',
    );
    expect(refreshOutcome(before, { listPrice: 245_000, status: 'sold_stc' })).toBe(
      'Updated from the listing: asking price now £245,000 (was £250,000); status now Sold STC.',
    );
  });
});
