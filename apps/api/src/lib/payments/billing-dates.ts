/** Billing dates: days, calendar months and collection dates in UTC. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a date in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole calendar months later (the 31st becomes the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The next collection of a subscription (from `startDate`, every `months`) on or after today. */
export function nextCollection(startDate: Date, months: number, now: Date): Date {
  const today = new Date(isoDate(now) + 'T00:00:00Z');
  let next = new Date(startDate.getTime());
  for (let k = 1; next < today && k < 1200; k += 1) next = addMonths(startDate, k * months);
  return next;
}
