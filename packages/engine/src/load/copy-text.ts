import type { CopyValue } from '../importers/importer.ts';

/**
 * Encoding of values in PostgreSQL's COPY text format: tab-separated columns, newline
 * between rows, \N for NULL, backslash escapes for backslash, tab, newline and carriage
 * return. Arrays become array literals, objects JSON.
 */
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escapeText(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPES, (c) => ESCAPED[c] ?? c) : value;
}

const ARRAY_ELEMENT_ESCAPES = /["\\]/g;

/** A PostgreSQL array literal: {"a","b",NULL}. */
function arrayLiteral(values: readonly (string | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${v.replace(ARRAY_ELEMENT_ESCAPES, (c) => `\\${c}`)}"`,
  );
  return `{${items.join(',')}}`;
}

export function encodeCopyValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return escapeText(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
      return String(value);
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 't' : 'f';
    default:
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value)) return escapeText(arrayLiteral(value as (string | null)[]));
      return escapeText(JSON.stringify(value));
  }
}

/** One row in COPY text: the row's values of `columns`, in order, tab-separated (no newline). */
export function encodeCopyRow(
  row: Readonly<Record<string, CopyValue>>,
  columns: readonly string[],
): string {
  let line = '';
  for (let i = 0; i < columns.length; i += 1) {
    if (i > 0) line += '\t';
    line += encodeCopyValue(row[columns[i] as string]);
  }
  return line;
}
