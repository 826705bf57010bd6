/**
 * The demo world's fixed calendar. The dataset must be identical for a seed whatever day it
 * is generated, so no date comes from the wall clock: the demo is "as of" DEMO_AS_OF, the
 * UK HPI runs to the month after the latest real sampled figure, and crimes cover the
 * 24 months before the police.uk-like publication lag.
 */

/** Months are counted as year * 12 + (month - 1). */
export type MonthNumber = number;

export const DEMO_AS_OF = '2025-02-28';
export const HPI_FIRST_MONTH: MonthNumber = monthNumber('1995-01');
export const HPI_LAST_MONTH: MonthNumber = monthNumber('2024-12');
/** Sales run to the last HPI month (registrations lag, as in the real Price Paid files). */
export const SALES_LAST_MONTH: MonthNumber = HPI_LAST_MONTH;
export const CRIME_MONTHS = 24;
export const CRIME_LAST_MONTH: MonthNumber = monthNumber('2025-01');

/** '2019-04' or '2019-04-11' -> month number. */
export function monthNumber(isoDate: string): MonthNumber {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  if (!Number.isInteger(year) || !(month >= 1 && month <= 12)) {
    throw new Error(`not an ISO date: ${isoDate}`);
  }
  return year * 12 + month - 1;
}

/** Month number -> 'YYYY-MM-01'. */
export function monthStart(month: MonthNumber): string {
  const year = Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

export function daysInMonth(month: MonthNumber): number {
  const year = Math.floor(month / 12);
  const m = month % 12;
  return new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
}

/** A day of a month (1-based, clamped) -> 'YYYY-MM-DD'. */
export function dayOfMonth(month: MonthNumber, day: number): string {
  const d = Math.min(Math.max(1, Math.round(day)), daysInMonth(month));
  return `${monthStart(month).slice(0, 8)}${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of an ISO date (proleptic Gregorian calendar, integer arithmetic). */
export function dayNumber(isoDate: string): number {
  let y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  if (m <= 2) y -= 1;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The ISO date of a day number (inverse of dayNumber). */
export function isoDate(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** Whole days from an ISO date to another (b - a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** ISO date plus a number of days. */
export function addDays(date: string, days: number): string {
  return isoDate(dayNumber(date) + days);
}
