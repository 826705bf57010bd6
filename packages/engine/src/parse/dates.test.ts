import { describe, expect, it } from 'vitest';
import {
  parseAnyDate,
  parseDateTime,
  parseIsoDate,
  parseUkDate,
  parseYearMonth,
  parseYearMonthCompact,
} from './dates.ts';

describe('dates', () => {
  it('reads ONS YYYYMM and police YYYY-MM months', () => {
    expect(parseYearMonthCompact('199806', 'doterm')).toBe('1998-06-01');
    expect(parseYearMonthCompact('', 'doterm')).toBeNull();
    expect(() => parseYearMonthCompact('199813', 'doterm')).toThrow('not a valid date');
    expect(parseYearMonth('2024-01', 'Month')).toBe('2024-01-01');
    expect(() => parseYearMonth('01/2024', 'Month')).toThrow('not a YYYY-MM month');
  });

  it('reads ISO and UK dates and refuses impossible ones', () => {
    expect(parseIsoDate('1995-07-07 00:00', 'd')).toBe('1995-07-07');
    expect(parseIsoDate('2019-04-11', 'd')).toBe('2019-04-11');
    expect(() => parseIsoDate('2019-02-30', 'd')).toThrow('not a valid date');
    expect(parseUkDate('16-01-2020', 'd')).toBe('2020-01-16');
    expect(parseUkDate('01/02/2024', 'd')).toBe('2024-02-01');
    expect(() => parseUkDate('2024/02/01', 'd')).toThrow();
    expect(parseAnyDate('2024-02-01', 'd')).toBe('2024-02-01');
    expect(parseAnyDate('01/02/2024', 'd')).toBe('2024-02-01');
  });

  it('reads date-times', () => {
    expect(parseDateTime('2005-09-08 16:13:47', 't')).toBe('2005-09-08T16:13:47');
    expect(parseDateTime('2005-09-08', 't')).toBe('2005-09-08T00:00:00');
    expect(() => parseDateTime('2005-09-08 25:00:00', 't')).toThrow('not a valid time');
  });
});
