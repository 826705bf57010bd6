import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_NAMES_FILE } from '@yardstick/engine/sources/areas';

/**
 * Identity of a demo dataset: the seed, the scale, and the bytes of the generator and its
 * reference files (the area names among them, kept in the engine beside `get`'s areas). Two runs with the same checksum produce the same rows, so a repeated
 * `demo` can leave the database untouched.
 */
const demoDir = path.dirname(fileURLToPath(import.meta.url));
/** The generator every demo row is drawn from lives in packages/core. */
const generatorFile = createRequire(import.meta.url).resolve(
  '@yardstick/core/random/seeded-random',
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'reference-tools' ? [] : filesUnder(full);
      return entry.name.endsWith('.test.ts') ? [] : [full];
    })
    .sort();
}

export function demoChecksum(seed: number, scale: number): string {
  const hash = createHash('sha256');
  hash.update(`seed=${seed};scale=${scale};`);
  for (const file of filesUnder(demoDir)) {
    hash.update(path.relative(demoDir, file));
    hash.update(readFileSync(file));
  }
  hash.update(readFileSync(generatorFile));
  hash.update(readFileSync(AREA_NAMES_FILE));
  return hash.digest('hex');
}
