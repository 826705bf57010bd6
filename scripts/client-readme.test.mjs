import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../apps/api/test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
} from '../apps/api/test/search-fixtures.ts';
import { freePort } from '@yardstick/db/test/free-port';
import { ROOT } from './lib.mjs';

/**
 * `@yardstick/client` as its users get it (packages/client/README.md): the package's own build
 * script writes its JavaScript and declarations into a temporary project, installed there as
 * npm would (its `files`, its dependencies beside it); the README's examples are type-checked
 * against the built declarations and run with plain `node` against the API started on a test
 * database with a member's API key.
 */
const PACKAGE = path.join(ROOT, 'packages/client');
const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'));
const readme = readFileSync(path.join(PACKAGE, 'README.md'), 'utf8');
const exec = promisify(execFile);

/** The README's fenced code blocks in `lang`. */
function codeBlocks(lang) {
  return [...readme.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```', 'gm'))].map(
    (m) => m[1],
  );
}
const [searchExample, errorExample] = codeBlocks('js');

let project;
let t;
let baseUrl;
let key;

/** `node file` in the temporary project, with no loader and only these variables. */
async function node(file, env, timeout = 30_000) {
  try {
    const out = await exec(process.execPath, [file], {
      cwd: project,
      env: { PATH: process.env.PATH, ...env },
      timeout,
    });
    return { code: 0, ...out };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

function example(name, source) {
  const file = path.join(project, name);
  writeFileSync(file, source);
  return file;
}

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), 'yardstick-client-'));
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'readme-examples', private: true, type: 'module' }),
  );
  const installed = path.join(project, 'node_modules/@yardstick/client');
  // The package's build script (tsc -p tsconfig.build.json), into the install.
  await exec(
    'npm',
    [
      'run',
      'build',
      '--silent',
      '-w',
      '@yardstick/client',
      '--',
      '--outDir',
      path.join(installed, 'dist'),
    ],
    { cwd: ROOT, timeout: 120_000 },
  );
  cpSync(path.join(PACKAGE, 'package.json'), path.join(installed, 'package.json'));
  for (const file of manifest.files.filter((f) => f !== 'dist')) {
    cpSync(path.join(PACKAGE, file), path.join(installed, file));
  }
  // Its dependencies (and Node's types, for the type check) beside it, as npm installs them.
  for (const dep of [...Object.keys(manifest.dependencies), '@types/node']) {
    const from = [path.join(PACKAGE, 'node_modules', dep), path.join(ROOT, 'node_modules', dep)];
    const target = path.join(project, 'node_modules', dep);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(
      from.find((p) => existsSync(p)),
      target,
      'dir',
    );
  }

  t = await createTestApp();
  const postcodes = await seedGeography(t.database.db);
  await insertListings(t.database.db, generateListings(37, 240, postcodes));
  const member = await signedInUser(t.database.db, ['property_estimates_es']);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: member.headers,
    payload: { name: 'README examples', scopes: ['read'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  key = created.json().key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${t.app.server.address().port}`;
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('@yardstick/client as built and installed', () => {
  it('exports its JavaScript and declarations, importing only its dependencies', () => {
    const installed = path.join(project, 'node_modules/@yardstick/client');
    const entry = manifest.exports['.'];
    for (const target of [entry.types, entry.default, manifest.types]) {
      expect(existsSync(path.join(installed, target)), target).toBe(true);
    }
    const dist = path.join(installed, 'dist');
    const imported = readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [
        ...readFileSync(path.join(dist, f), 'utf8').matchAll(/from '([^'.][^']*)'/g),
      ])
      .map((m) => m[1]);
    expect(imported).toContain('openapi-fetch');
    for (const name of imported) expect(Object.keys(manifest.dependencies)).toContain(name);
  });

  it.skipIf(process.env.TEST_DB_ENGINE === 'postgres')(
    "type-checks the README's examples against the built declarations",
    async () => {
      const files = [
        ...codeBlocks('js').map((s, i) => example(`typed-${i}.mjs`, s)),
        ...codeBlocks('ts').map((s, i) => example(`typed-${i}.ts`, s)),
      ];
      writeFileSync(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            allowJs: true,
            checkJs: true,
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            types: ['node'],
          },
          files: files.map((f) => path.basename(f)),
        }),
      );
      const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
      const checked = await node(tsc, {}, 170_000);
      expect(checked.code, `${checked.stdout}${checked.stderr}`).toBe(0);
    },
    180_000,
  );
});

describe("the README's examples with plain node", () => {
  it('searches with the API key sent as a bearer token', async () => {
    const file = example('search.mjs', searchExample);
    const out = await node(file, { YARDSTICK_URL: baseUrl, YARDSTICK_API_KEY: key });
    expect(out.code, out.stderr).toBe(0);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/property/price/estimates?areaCodes=RG1&size=20&sort=avg_yield,desc',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(page.statusCode, page.body).toBe(200);
    const cards = page.json().content;
    // More than 12: the page a member's key may ask for, not the public first page.
    expect(cards.length).toBeGreaterThan(12);
    const lines = out.stdout.trim().split('\n');
    expect(lines[0]).toBe(`${cards.length} listings`);
    expect(lines.slice(1).map((l) => l.slice(0, l.indexOf(':')))).toEqual(
      cards.map((c) => `${c.propertyId} ${c.address}`),
    );
  });

  it('reports the API error without a key, or with one that is not valid', async () => {
    const file = example('search.mjs', searchExample);
    const invalid = await node(file, {
      YARDSTICK_URL: baseUrl,
      YARDSTICK_API_KEY: `ysk_${'x'.repeat(43)}`,
    });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/^401 API_KEY_INVALID: /);
    const none = await node(file, { YARDSTICK_URL: baseUrl });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^401 UNAUTHENTICATED: /);
  });

  it('handles an error answer and a server that does not answer', async () => {
    const file = example('errors.mjs', errorExample);
    const out = await node(file, { YARDSTICK_URL: baseUrl, YARDSTICK_API_KEY: key });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^404 NOT_FOUND: /);
    const down = await node(file, {
      YARDSTICK_URL: `http://127.0.0.1:${await freePort()}`,
      YARDSTICK_API_KEY: key,
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('No answer from the server');
  });
});
