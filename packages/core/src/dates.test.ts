import { describe, expect, it } from 'vitest';
import { boundedDateSchema, boundedDateTimeSchema, calendarDate, DATE_MESSAGE } from './dates.ts';
import { isoDateSchema } from './deals/deals.ts';
import { parseDate } from './search/query-params.ts';

describe('request dates bounded to DATE_RANGE', () => {
  it('takes the dates of the range and refuses those outside it or that do not exist', () => {
    expect(calendarDate('1900-01-01')).toBe('1900-01-01');
    expect(calendarDate('2200-12-31')).toBe('2200-12-31');
    for (const text of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '2026-02-30']) {
      expect(calendarDate(text), text).toBeUndefined();
    }
  });

  it('is the one rule of the deals, the search filter and the saved searches', () => {
    const deal = isoDateSchema.safeParse('0000-01-01');
    expect(deal.success).toBe(false);
    expect(boundedDateSchema().safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      DATE_MESSAGE,
    );
    expect(parseDate('0000-01-01')).toEqual({ ok: false, message: DATE_MESSAGE });
    expect(parseDate('2024-05-01')).toEqual({ ok: true, value: '2024-05-01' });
    expect(boundedDateTimeSchema().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(boundedDateTimeSchema().safeParse('2024-05-01T10:00:00+01:00').success).toBe(true);
    // Not a date-time at all: refused, never thrown (the fuzz's 500).
    for (const text of ['\u0000', '1e309', 'x'.repeat(300)]) {
      expect(boundedDateTimeSchema().safeParse(text).success, text).toBe(false);
    }
  });
});
