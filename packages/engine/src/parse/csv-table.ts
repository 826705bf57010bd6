import { CsvHeader } from './csv-header.ts';
import { readCsvRecords, type CsvReadOptions } from './csv-records.ts';
import { FileFormatError } from './file-format-error.ts';
import { mapRow, rejected, type ParseOutcome } from './parsed-row.ts';
import { rejectionReason } from './row-error.ts';
import type { ByteSource } from './text-lines.ts';

/** Maps one record's fields to a row; returns null to skip a row that is out of scope. */
export type RecordMapper<T> = (fields: readonly string[], line: number) => T | null;

export interface CsvTableOptions<T> extends CsvReadOptions {
  /** Column names of a headerless file; absent = the first record is the header. */
  columns?: readonly string[];
  /** Called once with the header; returns the row mapper. Throwing = the file is unreadable. */
  prepare(header: CsvHeader): RecordMapper<T>;
}

/**
 * Streams a CSV table: reads the header (or takes the given columns), then yields each
 * record mapped to a row, or a rejection with its line when the record is malformed or
 * the mapper throws. Records whose field count differs from the header are rejected.
 */
export async function* readCsvTable<T>(
  source: ByteSource,
  options: CsvTableOptions<T>,
): AsyncGenerator<ParseOutcome<T>> {
  let header = options.columns ? new CsvHeader(options.columns) : undefined;
  let map = header ? prepareOrFail(options, header) : undefined;
  for await (const record of readCsvRecords(source, options)) {
    if (!header || !map) {
      if (!record.ok) throw new FileFormatError(`line ${record.line}: ${record.reason}`);
      header = new CsvHeader(record.fields);
      map = prepareOrFail(options, header);
      continue;
    }
    if (!record.ok) {
      yield rejected(record.line, record.reason);
      continue;
    }
    if (record.fields.length !== header.width) {
      yield rejected(record.line, `expected ${header.width} fields, found ${record.fields.length}`);
      continue;
    }
    const fields = record.fields;
    const parsed = mapRow(record.line, () => map!(fields, record.line));
    if (parsed.kind === 'row' && parsed.row === null) continue;
    yield parsed as ParseOutcome<T>;
  }
  if (!header) throw new FileFormatError('the file is empty');
}

function prepareOrFail<T>(options: CsvTableOptions<T>, header: CsvHeader): RecordMapper<T> {
  try {
    return options.prepare(header);
  } catch (error) {
    throw new FileFormatError(rejectionReason(error));
  }
}
