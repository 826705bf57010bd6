import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { INDEX_FILE, REGENERATE, renderUrlIndex } from './url-index.mjs';

it(`${INDEX_FILE} is what the generator writes from the routes now`, async () => {
  const written = readFileSync(path.join(ROOT, INDEX_FILE), 'utf8');
  expect(written, `${INDEX_FILE} is out of date: run \`${REGENERATE}\``).toBe(
    await renderUrlIndex(),
  );
}, 60_000);
