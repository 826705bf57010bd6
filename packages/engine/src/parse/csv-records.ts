import { splitCsvLine } from './csv-line.ts';
import { readTextLines, type ByteSource, type TextEncoding } from './text-lines.ts';

export type CsvRecord =
  { ok: true; line: number; fields: string[] } | { ok: false; line: number; reason: string };

export interface CsvReadOptions {
  encoding?: TextEncoding;
  delimiter?: string;
  /**
   * How many physical lines one record may span (quoted newlines). 1 = a quote left
   * open at the end of a line is an error of that line, and reading resumes on the next.
   */
  maxLinesPerRecord?: number;
}

/**
 * Streams CSV records with the line number each starts on. Blank lines are skipped.
 * A malformed record is yielded as a rejection and reading goes on with the next line.
 */
export async function* readCsvRecords(
  source: ByteSource,
  options: CsvReadOptions = {},
): AsyncGenerator<CsvRecord> {
  const delimiter = options.delimiter ?? ',';
  const maxLines = options.maxLinesPerRecord ?? 1;
  let carried: string | undefined;
  let carriedFrom = 0;
  let carriedLines = 0;
  for await (const { line, text } of readTextLines(source, { encoding: options.encoding })) {
    const startLine = carried === undefined ? line : carriedFrom;
    const joined = carried === undefined ? text : `${carried}\n${text}`;
    if (carried === undefined && text.trim() === '') continue;
    const split = splitCsvLine(joined, delimiter);
    if (split.kind === 'open-quote') {
      const lines = carried === undefined ? 1 : carriedLines + 1;
      if (lines < maxLines) {
        carried = joined;
        carriedFrom = startLine;
        carriedLines = lines;
        continue;
      }
      carried = undefined;
      yield { ok: false, line: startLine, reason: 'a quoted field is not closed' };
      continue;
    }
    carried = undefined;
    if (split.kind === 'error') yield { ok: false, line: startLine, reason: split.reason };
    else yield { ok: true, line: startLine, fields: split.fields };
  }
  if (carried !== undefined) {
    yield {
      ok: false,
      line: carriedFrom,
      reason: 'a quoted field is not closed at the end of the file',
    };
  }
}
