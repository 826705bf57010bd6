import { describe, expect, it } from 'vitest';
import { formatGBP } from '../format.ts';
import { formatGbp, formatPounds } from './membership.ts';

describe("membership's amounts, written by core/format", () => {
  it("writes '£300' with the sign against the figure, thousands separated, no pence", () => {
    expect(formatGbp(300)).toBe('£300');
    expect(formatGbp(1234.4)).toBe('£1,234');
    expect(formatGbp(1234.5)).toBe('£1,235');
    expect(formatGbp(0)).toBe('£0');
  });

  it('is the app-wide formatGBP, so emails and screens write an amount alike', () => {
    for (const amount of [1, 25, 300, 2999.99, 1_000_000]) {
      expect(formatGbp(amount)).toBe(formatGBP(amount));
    }
  });

  it("writes the figure after '£' with thousands separators", () => {
    expect(formatPounds(25)).toBe('25');
    expect(formatPounds(1234567.4)).toBe('1,234,567');
    expect(formatPounds(2.5)).toBe('3');
  });
});
