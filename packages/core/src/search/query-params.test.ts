import { describe, expect, it } from 'vitest';
import { latitudeSchema, parseDate, parseNumber, parseText } from './query-params.ts';

/** Values the validators used to accept and PostgreSQL then refused (a 500 instead of a 400). */
describe('shared parsers refuse what the database cannot store', () => {
  it.each(['\u0000', 'RG1\u0000', 'a\u0001b', '\u007f'])('text %j', (text) => {
    expect(parseText(100)(text)).toEqual({
      ok: false,
      message: 'Must not contain control characters',
    });
  });

  it('keeps ordinary text, folding white space', () => {
    expect(parseText(100)('Oak\tRoad\n Reading')).toEqual({ ok: true, value: 'Oak Road Reading' });
  });

  it.each(['0000-01-01', '0000-12-31T10:00:00Z'])('the year 0 (%s)', (text) => {
    expect(parseDate(text).ok).toBe(false);
  });

  it('accepts the bounds of the dates a property can carry (core/dates.ts) and says them', () => {
    expect(parseDate('1900-01-01')).toEqual({ ok: true, value: '1900-01-01' });
    expect(parseDate('2200-12-31')).toEqual({ ok: true, value: '2200-12-31' });
    expect(parseDate('0001-01-01')).toEqual({
      ok: false,
      message: 'Must be a date YYYY-MM-DD from 1900-01-01 to 2200-12-31',
    });
  });

  it.each(['5e-324', '-5e-324', '1e-310', '2e-301'])(
    'the subnormal or vanishing number %s',
    (text) => {
      expect(parseNumber(text, { min: -90, max: 90 })).toEqual({
        ok: false,
        message: 'Must be a number (too small: use 0)',
      });
    },
  );

  it.each([
    ['0', 0],
    ['-0.000001', -0.000001],
    ['1e-300', 1e-300],
  ])('a small but storable number %s', (text, value) => {
    expect(parseNumber(text, { min: -90, max: 90 })).toEqual({ ok: true, value });
  });

  it('a coordinate in a JSON body', () => {
    expect(latitudeSchema().safeParse(5e-324).success).toBe(false);
    expect(latitudeSchema().safeParse(51.45).success).toBe(true);
    expect(latitudeSchema().safeParse(0).success).toBe(true);
  });
});
