import { RowError } from './row-error.ts';

/** Lower-cased, trimmed, inner whitespace collapsed: headers differ in case and spacing. */
export function headerKey(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A column name, or a pattern for names that carry a year (lad25cd, lad26cd ...). */
export type ColumnName = string | RegExp;

/**
 * Column positions by name, from a header record. Lookups accept several names (files
 * rename columns between editions) and ignore case and extra spaces; a RegExp matches
 * the normalised (lower-case) name.
 */
export class CsvHeader {
  readonly names: readonly string[];
  private readonly positions = new Map<string, number>();

  constructor(names: readonly string[]) {
    this.names = names;
    names.forEach((name, index) => {
      const key = headerKey(name);
      if (!this.positions.has(key)) this.positions.set(key, index);
    });
  }

  get width(): number {
    return this.names.length;
  }

  /** The position of the first of `names` present, or undefined. */
  find(...names: ColumnName[]): number | undefined {
    for (const name of names) {
      if (typeof name === 'string') {
        const position = this.positions.get(headerKey(name));
        if (position !== undefined) return position;
      } else {
        for (const [key, position] of this.positions) if (name.test(key)) return position;
      }
    }
    return undefined;
  }

  has(...names: ColumnName[]): boolean {
    return this.find(...names) !== undefined;
  }

  /** The position of the first of `names` present; throws when none is. */
  require(...names: ColumnName[]): number {
    const position = this.find(...names);
    if (position === undefined) {
      const list = names.map((n) => (typeof n === 'string' ? `"${n}"` : String(n))).join(' or ');
      throw new RowError(`the header has no column ${list}`);
    }
    return position;
  }
}

/** One field of a record by position, trimmed; '' when the position is absent. */
export function field(fields: readonly string[], position: number | undefined): string {
  if (position === undefined) return '';
  return (fields[position] ?? '').trim();
}
