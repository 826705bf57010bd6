import { FileFormatError } from '../../parse/file-format-error.ts';
import { readTextLines, type ByteSource } from '../../parse/text-lines.ts';

/** The #HEADER# of a BLM file: its declared delimiters and every other `Key : value`. */
export interface BlmHeader {
  /** Field delimiter (the header's EOF), e.g. '^' or '|'. */
  fieldDelimiter: string;
  /** Record delimiter (the header's EOR), e.g. '~'. */
  recordDelimiter: string;
  /** Every header entry, keys upper-case ('VERSION', 'PROPERTY COUNT', 'GENERATED DATE' ...). */
  entries: ReadonlyMap<string, string>;
}

export type BlmRecord =
  | { kind: 'record'; line: number; values: ReadonlyMap<string, string> }
  | { kind: 'rejected'; line: number; reason: string }
  /** The #END# marker: the feed arrived whole. */
  | { kind: 'end'; line: number };

/** A record longer than this without its record delimiter is malformed (memory bound). */
const MAX_RECORD_CHARS = 1 << 20;

/** `EOF : '^'` -> ['EOF', '^']; quotes around the value are dropped. */
function headerEntry(text: string): [string, string] | undefined {
  const match = /^\s*([^:]+?)\s*:\s*(.*?)\s*$/.exec(text);
  if (!match) return undefined;
  const raw = match[2]!;
  const quoted = /^'(.*)'$/.exec(raw) ?? /^"(.*)"$/.exec(raw);
  return [match[1]!.toUpperCase(), quoted ? quoted[1]! : raw];
}

/** Count of '\n' in text. */
function newlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

/**
 * Streams a Rightmove BLM (v3) file: the #HEADER# declares the field (EOF) and record (EOR)
 * delimiters, #DEFINITION# names the fields, #DATA# holds the records, #END# closes the
 * file. Records may span lines (descriptions hold newlines and HTML) and end with a field
 * delimiter before the record delimiter. Each record comes with the line it starts on, as a
 * map from field name to raw value; a record whose field count differs from the definition
 * is rejected. `onHeader` receives the header before the first record; an `end` item
 * marks #END# (a file without it was cut short).
 */
export async function* readBlm(
  source: ByteSource,
  onHeader?: (header: BlmHeader) => void,
): AsyncGenerator<BlmRecord> {
  type Section = 'start' | 'header' | 'definition' | 'data' | 'end';
  let section: Section = 'start';
  const entries = new Map<string, string>();
  let header: BlmHeader | undefined;
  let definitionText = '';
  let names: string[] = [];
  let buffer = '';
  let bufferLine = 0;

  const startHeader = (): BlmHeader => {
    const fieldDelimiter = entries.get('EOF');
    const recordDelimiter = entries.get('EOR');
    if (!fieldDelimiter || !recordDelimiter) {
      throw new FileFormatError('the #HEADER# does not declare EOF and EOR delimiters');
    }
    return { fieldDelimiter, recordDelimiter, entries };
  };

  const splitFields = (text: string, delimiter: string): string[] => {
    const fields = text.split(delimiter);
    // The trailing field delimiter before the record delimiter leaves one empty field.
    if (fields.length > 1 && fields[fields.length - 1]!.trim() === '') fields.pop();
    return fields;
  };

  function* takeRecords(final: boolean): Generator<BlmRecord> {
    const { recordDelimiter, fieldDelimiter } = header!;
    for (;;) {
      // Skip the line breaks between one record's delimiter and the next record.
      const leading = /^[\r\n]*/.exec(buffer)![0];
      if (leading) {
        bufferLine += newlines(leading);
        buffer = buffer.slice(leading.length);
      }
      const end = buffer.indexOf(recordDelimiter);
      if (end === -1) {
        if (buffer.length > MAX_RECORD_CHARS || (final && buffer.trim() !== '')) {
          yield {
            kind: 'rejected',
            line: bufferLine,
            reason: `a record does not end with the record delimiter ${recordDelimiter}`,
          };
          bufferLine += newlines(buffer);
          buffer = '';
        }
        return;
      }
      const text = buffer.slice(0, end);
      const line = bufferLine;
      bufferLine += newlines(text);
      buffer = buffer.slice(end + recordDelimiter.length);
      const fields = splitFields(text, fieldDelimiter);
      if (fields.length !== names.length) {
        yield {
          kind: 'rejected',
          line,
          reason: `expected ${names.length} fields, found ${fields.length}`,
        };
        continue;
      }
      yield { kind: 'record', line, values: new Map(names.map((name, i) => [name, fields[i]!])) };
    }
  }

  for await (const { line, text } of readTextLines(source, { encoding: 'auto' })) {
    const marker = text.trim().toUpperCase();
    if (section === 'data') {
      if (marker === '#END#' && buffer.trim() === '') {
        section = 'end';
        yield { kind: 'end', line };
        continue;
      }
      if (buffer === '') bufferLine = line;
      buffer += `${text}\n`;
      yield* takeRecords(false);
      continue;
    }
    if (marker === '#HEADER#') {
      section = 'header';
    } else if (marker === '#DEFINITION#') {
      if (section !== 'header') throw new FileFormatError('#DEFINITION# before #HEADER#');
      header = startHeader();
      section = 'definition';
    } else if (marker === '#DATA#') {
      if (section !== 'definition') throw new FileFormatError('#DATA# before #DEFINITION#');
      const end = definitionText.indexOf(header!.recordDelimiter);
      const fieldList = end === -1 ? definitionText : definitionText.slice(0, end);
      names = splitFields(fieldList.replace(/[\r\n]/g, ''), header!.fieldDelimiter).map((n) =>
        n.trim().toUpperCase(),
      );
      if (names.length === 0 || names.some((n) => n === '')) {
        throw new FileFormatError('the #DEFINITION# lists no fields or an empty field name');
      }
      onHeader?.(header!);
      section = 'data';
    } else if (section === 'header') {
      const entry = headerEntry(text);
      if (entry) entries.set(entry[0], entry[1]);
    } else if (section === 'definition') {
      definitionText += text;
    } else if (section === 'start' && marker !== '') {
      throw new FileFormatError('not a BLM file: it does not start with #HEADER#');
    }
  }
  if (section === 'data') yield* takeRecords(true);
  if (section === 'start' || section === 'header' || section === 'definition') {
    throw new FileFormatError('the file ends before its #DATA# section');
  }
}
