import { z } from 'zod';

/**
 * The dates a request may carry (decision 0026): every date field of a request schema is
 * bounded to this range at the edge, so that a year such as 0000 (which PostgreSQL refuses)
 * or 99999 answers 400 with the field's message rather than failing in the database.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;

export const DATE_MESSAGE = `Must be a date YYYY-MM-DD from ${DATE_RANGE.min} to ${DATE_RANGE.max}`;
export const DATE_TIME_MESSAGE = `Must be an ISO date-time from ${DATE_RANGE.min} to ${DATE_RANGE.max}`;

/** Whether a 'YYYY-MM-DD' day lies in DATE_RANGE. */
export function inDateRange(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= DATE_RANGE.min && day <= DATE_RANGE.max;
}

/** The 'YYYY-MM-DD' of a calendar date that exists and lies in DATE_RANGE, else undefined. */
export function calendarDate(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return undefined;
  return inDateRange(text) ? text : undefined;
}

/** A calendar date 'YYYY-MM-DD' that exists and lies in DATE_RANGE. */
export function boundedDateSchema(message: string = DATE_MESSAGE) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((text) => calendarDate(text) !== undefined, message)
    .meta({ format: 'date' });
}

/** An ISO date-time with its offset whose UTC day lies in DATE_RANGE. */
export function boundedDateTimeSchema(message: string = DATE_TIME_MESSAGE) {
  return z.iso.datetime({ offset: true, error: message }).refine((text) => {
    // Refinements run even when the date-time check failed: no toISOString of garbage.
    const date = new Date(text);
    return !Number.isNaN(date.getTime()) && inDateRange(date.toISOString().slice(0, 10));
  }, message);
}
