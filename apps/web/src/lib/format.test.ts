import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatGBP,
  formatMonth,
  formatNumber,
  formatPercent,
  parseMoney,
} from './format.ts';

describe('formatters', () => {
  it('formats pounds with separators and no pence', () => {
    expect(formatGBP(1234567.6)).toBe('£1,234,568');
    expect(formatGBP(-5000)).toBe('-£5,000');
    expect(formatGBP(null)).toBe('-');
    expect(formatGBP(Number.NaN)).toBe('-');
  });
  it('formats numbers, percentages and en-GB dates', () => {
    expect(formatNumber(25000000)).toBe('25,000,000');
    expect(formatPercent(-7.456)).toBe('-7.5%');
    expect(formatDate('2020-09-01T12:00:00Z')).toBe('1 Sep 2020');
    expect(formatDate('2022-09-11')).toBe('11 Sep 2022');
    // The day in the UK: 23:30 UTC on 31 May is 1 June in London (BST).
    expect(formatDate('2022-05-31T23:30:00Z')).toBe('1 Jun 2022');
    expect(formatDate(new Date(Date.UTC(2021, 11, 25)))).toBe('25 Dec 2021');
    expect(formatDate('not a date')).toBe('-');
    expect(formatMonth('2022-09')).toBe('Sep 2022');
    expect(formatMonth('2025-01-01')).toBe('Jan 2025');
    expect(formatMonth('')).toBe('-');
  });
  it('parses typed prices', () => {
    expect(parseMoney('£250,000')).toBe(250000);
    expect(parseMoney('250k')).toBe(250000);
    expect(parseMoney('1.2m')).toBe(1200000);
    expect(parseMoney('abc')).toBeUndefined();
  });
});
