import { RowError } from './row-error.ts';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** YYYY-MM-DD for a real calendar date, else a RowError. */
function isoDate(year: number, month: number, day: number, raw: string, label: string): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1800 ||
    year > 2200 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new RowError(`${label}: "${raw}" is not a valid date`);
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function blank(raw: string): boolean {
  return raw.trim() === '';
}

/** ONS YYYYMM (dointr, doterm) as the first day of the month, YYYY-MM-01; null when blank. */
export function parseYearMonthCompact(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  const match = /^(\d{4})(\d{2})$/.exec(raw.trim());
  if (!match) throw new RowError(`${label}: "${raw}" is not a YYYYMM month`);
  return isoDate(Number(match[1]), Number(match[2]), 1, raw, label);
}

/** police.uk YYYY-MM as YYYY-MM-01; null when blank. */
export function parseYearMonth(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  const match = /^(\d{4})-(\d{2})$/.exec(raw.trim());
  if (!match) throw new RowError(`${label}: "${raw}" is not a YYYY-MM month`);
  return isoDate(Number(match[1]), Number(match[2]), 1, raw, label);
}

/**
 * An ISO date, YYYY-MM-DD, optionally followed by a time (" 00:00", "T10:15:00", which
 * is dropped); null when blank.
 */
export function parseIsoDate(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      raw.trim(),
    );
  if (!match) throw new RowError(`${label}: "${raw}" is not a YYYY-MM-DD date`);
  return isoDate(Number(match[1]), Number(match[2]), Number(match[3]), raw, label);
}

/** A UK day-first date, DD/MM/YYYY or DD-MM-YYYY (GIAS, Ofsted, UK HPI); null when blank. */
export function parseUkDate(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(raw.trim());
  if (!match) throw new RowError(`${label}: "${raw}" is not a DD/MM/YYYY date`);
  return isoDate(Number(match[3]), Number(match[2]), Number(match[1]), raw, label);
}

/** Either an ISO or a UK day-first date (Ofsted files have used both). */
export function parseAnyDate(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  return /^\d{4}-/.test(raw.trim()) ? parseIsoDate(raw, label) : parseUkDate(raw, label);
}

/**
 * A date and time YYYY-MM-DD HH:MM[:SS] (BLM CREATE_DATE, EPC LODGEMENT_DATETIME) as an
 * ISO timestamp without zone, "YYYY-MM-DDTHH:MM:SS"; a bare date gets 00:00:00.
 */
export function parseDateTime(raw: string, label: string): string | null {
  if (blank(raw)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/.exec(
    raw.trim(),
  );
  if (!match) throw new RowError(`${label}: "${raw}" is not a YYYY-MM-DD HH:MM:SS date-time`);
  const date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]), raw, label);
  const [hours, minutes, seconds] = [match[4] ?? '0', match[5] ?? '0', match[6] ?? '0'].map(
    Number,
  ) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) {
    throw new RowError(`${label}: "${raw}" is not a valid time`);
  }
  return `${date}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
