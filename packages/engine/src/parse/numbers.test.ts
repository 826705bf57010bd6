import { describe, expect, it } from 'vitest';
import { inRange, parseDecimal, parseInteger } from './numbers.ts';

describe('numbers', () => {
  it('reads integers with thousands separators and pound signs', () => {
    expect(parseInteger('29,199', 'rank')).toBe(29199);
    expect(parseInteger(' £159,950 ', 'price')).toBe(159950);
    expect(parseInteger('-12', 'n')).toBe(-12);
    expect(parseInteger('', 'n')).toBeNull();
    expect(parseInteger('NA', 'n')).toBeNull();
  });

  it('rejects malformed integers', () => {
    expect(() => parseInteger('12.5', 'n')).toThrow('"12.5" is not a whole number');
    expect(() => parseInteger('1,23', 'n')).toThrow();
    expect(() => parseInteger('abc', 'n')).toThrow();
  });

  it('reads decimals', () => {
    expect(parseDecimal('51.516595', 'lat')).toBe(51.516595);
    expect(parseDecimal('-0.129279', 'lng')).toBe(-0.129279);
    expect(parseDecimal('1,234.5', 'x')).toBe(1234.5);
    expect(parseDecimal('35.036999999999999', 'x')).toBeCloseTo(35.037);
    expect(() => parseDecimal('1.2.3', 'x')).toThrow();
    expect(() => parseDecimal('Infinity', 'x')).toThrow();
  });

  it('checks ranges', () => {
    expect(inRange(5, 1, 10, 'decile')).toBe(5);
    expect(() => inRange(11, 1, 10, 'decile')).toThrow('decile: 11 is outside 1..10');
  });
});
