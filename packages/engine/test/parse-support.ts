import { Readable } from 'node:stream';

/** A byte stream of the given text, split into small chunks to exercise chunk boundaries. */
export function textStream(
  text: string,
  chunkSize = 7,
  encoding: BufferEncoding = 'utf-8',
): Readable {
  const bytes = Buffer.from(text, encoding);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
