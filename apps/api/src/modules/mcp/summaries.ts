import type { z } from 'zod';
import { BMV_CHECK_FLAG } from '@yardstick/core/estimates/bmv-check';
import { formatGBP } from '@yardstick/core/format';

/**
 * The text content of every tool's answer, generated from its structured content (decision
 * 0025): `summarise` reads the content with the route's response schema and writes the lines
 * of its kind with the formatters below, which leave a missing figure out rather than print
 * "undefined" or "n/a", and name a place once (an address that already ends with its
 * postcode is not given it again).
 */
/** Pounds as every page, pack and email writes them (core/format). */
const money = (n: number) => formatGBP(n);
const percent = (n: number) => `${n}%`;

/** "label value" for each figure held; a figure that is null or absent is left out. */
export function figures(parts: [string, number | null | undefined, (n: number) => string][]) {
  return parts
    .filter((p): p is [string, number, (n: number) => string] => typeof p[1] === 'number')
    .map(([label, value, format]) => `${label} ${format(value)}`)
    .join(', ');
}
export const asMoney = money;
export const asPercent = percent;
/** A BMV, with "(check the estimate)" when the one BMV rule checks it (core bmv-check.ts). */
export const asBmv =
  (check: boolean | null | undefined) =>
  (n: number): string =>
    check === true ? `${percent(n)} (${BMV_CHECK_FLAG})` : percent(n);

const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** An address with its postcode, the postcode once (many addresses already end with it). */
export function place(address: string | null | undefined, postCode: string | null | undefined) {
  const a = (address ?? '').trim();
  const p = (postCode ?? '').trim();
  if (!p) return a;
  if (!a) return p;
  return squash(a).includes(squash(p)) ? a : `${a} ${p}`;
}

/** A line: its head and its figures, without a dangling separator. */
export const line = (head: string, rest: string) => (rest ? `${head}: ${rest}` : head);

/** How a tool writes its text from its structured content, read with its response schema. */
export interface Summary {
  (data: unknown): string;
}

/** A summary of a response schema's content. */
export function summaryOf<S extends z.ZodType>(
  schema: S,
  write: (data: z.output<S>) => string[],
): Summary {
  return (data) => summarise(write(schema.parse(data)));
}

/** The one text of every tool: its lines, with nothing undefined left in them. */
export function summarise(lines: string[]): string {
  const text = lines.filter((l) => l.trim() !== '').join('\n');
  if (/\bundefined\b|\bNaN\b/.test(text)) throw new Error(`A summary went wrong: ${text}`);
  return text;
}
