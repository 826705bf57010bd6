import { Writable } from 'node:stream';

/** Test support for the CLI: a stream that keeps what is written to it. */
export function output(): Writable & { text: string } {
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        stream.text += chunk.toString();
        callback();
      },
    }),
    { text: '' },
  );
  return stream;
}
