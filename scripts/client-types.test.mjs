import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { CLIENT_TYPES_FILE, REGENERATE, renderClientTypes } from './client-types.mjs';

it(`${CLIENT_TYPES_FILE} is what the generator writes from the served OpenAPI document`, async () => {
  const written = readFileSync(path.join(ROOT, CLIENT_TYPES_FILE), 'utf8');
  // A difference: an operation or schema changed without regenerating the client.
  expect(written === (await renderClientTypes()), `out of date: run \`${REGENERATE}\``).toBe(true);
}, 60_000);
