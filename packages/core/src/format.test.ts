import { describe, expect, it } from 'vitest';
import { formatGBP, formatNumber, formatRate } from './format.ts';

// The web's formatters are these (apps/web/src/lib/format.test.ts tests the rest).
describe('core formatters', () => {
  it('writes pounds as the pages, the pack and the emails do: no space, no pence', () => {
    expect(formatGBP(300)).toBe('£300');
    expect(formatGBP(250000)).toBe('£250,000');
    expect(formatGBP(1234.5)).toBe('£1,235');
    expect(formatGBP(-1200)).toBe('-£1,200');
    expect(formatGBP(null)).toBe('-');
    expect(formatGBP(null, '–')).toBe('–');
    expect(formatGBP(undefined, '')).toBe('');
  });
  it('writes a rate as stated, up to two decimals', () => {
    expect(formatRate(25)).toBe('25%');
    expect(formatRate(5.5)).toBe('5.5%');
    expect(formatRate(4.256)).toBe('4.26%');
    expect(formatRate(-3.1)).toBe('-3.1%');
    expect(formatRate(null)).toBe('-');
  });
  it('writes counts with thousands separators', () => {
    expect(formatNumber(1234)).toBe('1,234');
  });
});
