import { createReadStream } from 'node:fs';

/**
 * 'utf-8', 'windows-1252', or 'auto': each line is read as UTF-8 when it is valid UTF-8 and
 * as Windows-1252 otherwise (government CSVs exported from Excel, such as GIAS, are
 * Windows-1252; others are UTF-8; a line of plain ASCII reads the same either way).
 */
export type TextEncoding = 'utf-8' | 'windows-1252' | 'auto';

export interface TextLine {
  /** 1-based line number in the file. */
  line: number;
  text: string;
}

export type ByteSource = string | AsyncIterable<Uint8Array | string>;

/** A file path or an already open stream, as bytes. */
export function openSource(source: ByteSource): AsyncIterable<Uint8Array | string> {
  return typeof source === 'string' ? createReadStream(source, { highWaterMark: 1 << 20 }) : source;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Windows-1252 bytes 0x80-0x9F (where it differs from Latin-1), per the WHATWG encoding
 * standard; the five unassigned bytes map to the C1 control of the same number. Decoded by
 * hand because Node 20's TextDecoder('windows-1252') drops these bytes when not streaming.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

function lineDecoder(encoding: TextEncoding): (bytes: Uint8Array) => string {
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  if (encoding === 'utf-8') return (bytes) => utf8.decode(bytes);
  if (encoding === 'windows-1252') return decodeWindows1252;
  return (bytes) => {
    if (!bytes.some((byte) => byte >= 0x80)) return utf8.decode(bytes);
    try {
      return strictUtf8.decode(bytes);
    } catch {
      return decodeWindows1252(bytes);
    }
  };
}

function asBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, 'utf-8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Streams the lines of a text file in constant memory: splits the bytes on LF (which never
 * occurs inside a UTF-8 or Windows-1252 character), drops a CR before it and a UTF-8 BOM at
 * the start, and decodes each line. Memory is bounded by the longest line, never by the file.
 */
export async function* readTextLines(
  source: ByteSource,
  options: { encoding?: TextEncoding } = {},
): AsyncGenerator<TextLine> {
  const decode = lineDecoder(options.encoding ?? 'utf-8');
  let line = 0;
  let pending: Buffer | undefined;
  const text = (bytes: Buffer): string => {
    line += 1;
    let body = bytes;
    if (line === 1 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
      body = body.subarray(3);
    }
    return decode(body);
  };
  for await (const chunk of openSource(source)) {
    const buffer = pending ? Buffer.concat([pending, asBuffer(chunk)]) : asBuffer(chunk);
    let start = 0;
    for (let end = buffer.indexOf(LF, start); end !== -1; end = buffer.indexOf(LF, start)) {
      const stop = end > start && buffer[end - 1] === CR ? end - 1 : end;
      yield { line: line + 1, text: text(buffer.subarray(start, stop)) };
      start = end + 1;
    }
    pending = start < buffer.length ? Buffer.from(buffer.subarray(start)) : undefined;
  }
  if (pending && pending.length > 0) {
    const stop = pending[pending.length - 1] === CR ? pending.length - 1 : pending.length;
    yield { line: line + 1, text: text(pending.subarray(0, stop)) };
  }
}
