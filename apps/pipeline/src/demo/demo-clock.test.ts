import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, isoDate, monthNumber, monthStart } from './demo-clock.ts';

describe('demo calendar arithmetic', () => {
  it('agrees with Date on day numbers across leap years and centuries', () => {
    for (let day = dayNumber('1899-12-25'); day < dayNumber('2031-03-01'); day += 13) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(isoDate(day)).toBe(expected);
      expect(dayNumber(expected)).toBe(day);
    }
  });

  it('adds and counts days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('numbers months', () => {
    expect(monthStart(monthNumber('2019-04-11'))).toBe('2019-04-01');
    expect(monthNumber('1995-01') + 12).toBe(monthNumber('1996-01'));
  });
});
