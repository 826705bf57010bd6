import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * A file opened for import: a byte stream (gunzipped when the name ends in .gz), the bytes
 * of the file read so far (for progress) and its SHA-256 once read to the end.
 */
export interface FileInput {
  stream: Readable;
  sizeBytes: number;
  bytesRead(): number;
  /** SHA-256 of the file's bytes; defined once the stream has been read to the end. */
  checksum(): string | undefined;
}

export class UnreadableFileError extends Error {
  constructor(file: string, cause: unknown) {
    super(`Cannot read ${file}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'UnreadableFileError';
  }
}

export async function openFileInput(file: string): Promise<FileInput> {
  let sizeBytes: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    sizeBytes = info.size;
  } catch (error) {
    throw new UnreadableFileError(file, error);
  }

  const hash = createHash('sha256');
  let bytes = 0;
  let digest: string | undefined;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      digest = hash.digest('hex');
      callback();
    },
  });
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  raw.on('error', (error) => meter.destroy(new UnreadableFileError(file, error)));
  let stream: Readable = raw.pipe(meter);
  if (file.endsWith('.gz')) {
    const gunzip = createGunzip();
    meter.on('error', (error) => gunzip.destroy(error));
    stream = meter.pipe(gunzip);
  }
  return { stream, sizeBytes, bytesRead: () => bytes, checksum: () => digest };
}

/** SHA-256 of a file's bytes, streamed. */
export async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      hash.update(chunk as Buffer);
    }
  } catch (error) {
    throw new UnreadableFileError(file, error);
  }
  return hash.digest('hex');
}
