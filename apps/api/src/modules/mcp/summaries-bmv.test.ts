import { describe, expect, it } from 'vitest';
import { asBmv, figures } from './summaries.ts';

describe('the BMV in the MCP summaries, by the one rule (issue 40)', () => {
  it('says "check the estimate" beside a checked BMV only', () => {
    expect(figures([['BMV', -43, asBmv(true)]])).toBe('BMV -43% (check the estimate)');
    expect(figures([['BMV', -3.2, asBmv(false)]])).toBe('BMV -3.2%');
    expect(figures([['BMV', -3.2, asBmv(null)]])).toBe('BMV -3.2%');
  });
});
