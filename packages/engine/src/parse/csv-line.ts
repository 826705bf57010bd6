/** The result of splitting one physical line (or several joined lines) of CSV. */
export type CsvSplit =
  | { kind: 'fields'; fields: string[] }
  /** The text ends inside a quoted field: a record continues on the next line. */
  | { kind: 'open-quote' }
  | { kind: 'error'; reason: string };

/**
 * Splits RFC 4180 CSV text into fields: quoted fields may hold the delimiter, doubled
 * quotes and newlines; a quote inside an unquoted field is kept as text (real files
 * have them, e.g. 11' 7" x 10'); text after a closing quote is an error.
 */
export function splitCsvLine(text: string, delimiter = ','): CsvSplit {
  const fields: string[] = [];
  const length = text.length;
  let i = 0;
  for (;;) {
    if (text.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let start = i + 1;
      for (;;) {
        const quote = text.indexOf('"', start);
        if (quote === -1) return { kind: 'open-quote' };
        if (text.charCodeAt(quote + 1) === 34) {
          value += text.slice(start, quote + 1);
          start = quote + 2;
          continue;
        }
        value += text.slice(start, quote);
        i = quote + 1;
        break;
      }
      fields.push(value);
      if (i === length) return { kind: 'fields', fields };
      if (text.startsWith(delimiter, i)) {
        i += delimiter.length;
        continue;
      }
      return {
        kind: 'error',
        reason: `unexpected text after a closing quote in field ${fields.length}`,
      };
    }
    const next = text.indexOf(delimiter, i);
    if (next === -1) {
      fields.push(text.slice(i));
      return { kind: 'fields', fields };
    }
    fields.push(text.slice(i, next));
    i = next + delimiter.length;
  }
}
