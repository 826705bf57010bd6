#!/usr/bin/env node
// `npm run client:generate`: writes the types of the typed API client `@yardstick/client`
// (packages/client/src/openapi.ts) from the OpenAPI document the API serves, as the tests
// build the app (an embedded test database, the default configuration), with
// openapi-typescript, formatted by the project's Prettier settings. scripts/client-types.test.mjs
// fails when the checked-in file is not what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export const CLIENT_TYPES_FILE = 'packages/client/src/openapi.ts';
export const REGENERATE = 'npm run client:generate';

const HEADER = `/**
 * The Yardstick HTTP API's types, generated from its OpenAPI document (GET /api/docs/json) by
 * openapi-typescript. Do not edit: run \`${REGENERATE}\` (scripts/client-types.mjs);
 * scripts/client-types.test.mjs fails when the served document and this file disagree.
 */
`;

/** The served OpenAPI document of the app as the tests build it. */
export async function servedDocument() {
  const { createTestApp } = await import(
    pathToFileURL(path.join(ROOT, 'apps/api/test/test-app.ts')).href
  );
  const testApp = await createTestApp();
  try {
    return (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await testApp.close();
  }
}

/** The text of the client's types for `doc` (the served document by default). */
export async function renderClientTypes(doc) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const source = HEADER + astToString(await openapiTS(doc ?? (await servedDocument()), {}));
  const prettier = await import('prettier');
  const target = path.join(ROOT, CLIENT_TYPES_FILE);
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(source, { ...options, filepath: target });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(path.join(ROOT, CLIENT_TYPES_FILE), await renderClientTypes());
  console.log(`Wrote ${CLIENT_TYPES_FILE}.`);
}
