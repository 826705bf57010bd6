import { createReadStream } from 'node:fs';

export type TextEncoding = 'utf-8' | 'windows-1252';

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

/**
 * Streams the lines of a text file in constant memory: decodes UTF-8 (dropping a BOM)
 * or Windows-1252, splits on LF and drops a CR before it. Memory is bounded by the
 * longest line, never by the file.
 */
export async function* readTextLines(
  source: ByteSource,
  options: { encoding?: TextEncoding } = {},
): AsyncGenerator<TextLine> {
  const decoder = new TextDecoder(options.encoding ?? 'utf-8');
  let pending = '';
  let line = 0;
  let first = true;
  const take = function* (text: string, final: boolean): Generator<TextLine> {
    let chunk = pending + text;
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      line += 1;
      const stop = end > start && chunk.charCodeAt(end - 1) === 13 ? end - 1 : end;
      yield { line, text: chunk.slice(start, stop) };
      start = end + 1;
    }
    pending = chunk.slice(start);
    if (final && pending.length > 0) {
      line += 1;
      const text = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
      pending = '';
      yield { line, text };
    }
  };
  for await (const chunk of openSource(source)) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    yield* take(text, false);
  }
  yield* take(decoder.decode(), true);
}
