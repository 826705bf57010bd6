#!/usr/bin/env node
// `npm run docs:url-index`: writes docs/url-index.md, the URL -> module -> file index.
// Web pages: every path of the shared route table (packages/core/src/routes.ts) with the page
// the router loads for it (read from the router's source) and its feature folder. API
// operations: every operation of the real app (built as the tests build it, read from its
// OpenAPI document, which Fastify fills from every route as it is registered) with the file
// that registers it (found by scanning apps/api/src) and its module. Nothing is listed by
// hand, so moved files show up at the next run; scripts/url-index.test.mjs fails when the
// checked-in index is not what this writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export const INDEX_FILE = 'docs/url-index.md';
export const REGENERATE = 'npm run docs:url-index';

const WEB_SRC_DIR = 'apps/web/src';
const WEB_APP_DIR = 'apps/web/src/app';
const API_SRC_DIR = 'apps/api/src';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Production source files under a folder (tests and test support left out), repo-relative. */
export function sourceFiles(dir, extensions = ['.ts', '.tsx']) {
  const out = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (
        extensions.some((e) => entry.name.endsWith(e)) &&
        !/\.test\.|test-support|-fixtures\.|-reference\./.test(entry.name)
      )
        out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const resolveImport = (fromFile, specifier) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));

/** The feature folder (features/x, components/x, lib, app) of a web source file. */
function webArea(file) {
  const parts = file.replace(/^apps\/web\/src\//, '').split('/');
  if ((parts[0] === 'features' || parts[0] === 'components') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return parts.slice(0, -1).join('/') || '.';
}

/**
 * The page the router shows at `routePath`: the first `'<path>': ...` entry in the router's
 * sources that names a page, either a lazy `import('<file>')` with its export name or a
 * statically imported component.
 */
function pageOf(routePath, files) {
  const key = new RegExp(`['"]${escapeRegExp(routePath)}['"]\\s*:`, 'g');
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(key)) {
      const rest = text.slice(match.index + match[0].length);
      const end = rest.search(/\n\s*['"]\/[^'"\n]*['"]\s*:|\n\s*\}/);
      const entry = end === -1 ? rest : rest.slice(0, end);
      const lazy = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(entry);
      if (lazy) {
        const name = /\)\s*,\s*['"]([A-Za-z_]\w*)['"]/.exec(entry.slice(lazy.index));
        return { file: resolveImport(file, lazy[1]), component: name?.[1] ?? 'default' };
      }
      const identifier = /^\s*([A-Z]\w*)\b/.exec(entry);
      if (identifier) {
        const component = identifier[1];
        const from = new RegExp(
          `import\\s*\\{[^}]*\\b${component}\\b[^}]*\\}\\s*from\\s*['"]([^'"]+)['"]`,
        ).exec(text);
        if (from) return { file: resolveImport(file, from[1]), component };
      }
    }
  }
  return null;
}

/** Every path of the shared route table with its access and the page that serves it. */
export async function webPages() {
  const { APP_ROUTES } = await import(
    pathToFileURL(path.join(ROOT, 'packages/core/src/routes.ts')).href
  );
  // The router's folder first; then the rest of the app, should a feature declare its routes.
  const files = [
    ...sourceFiles(WEB_APP_DIR),
    ...sourceFiles(WEB_SRC_DIR).filter((f) => !f.startsWith(`${WEB_APP_DIR}/`)),
  ];
  return APP_ROUTES.map((route) => {
    const page = pageOf(route.path, files);
    return {
      path: route.path,
      access: route.public ? 'public' : (route.attribute ?? 'signed in'),
      page,
      area: page ? webArea(page.file) : null,
    };
  });
}

/** Every API operation of the app as the tests build it: method and path (`{param}` form). */
export async function apiOperations() {
  const { createTestApp } = await import(
    pathToFileURL(path.join(ROOT, 'apps/api/test/test-app.ts')).href
  );
  const testApp = await createTestApp();
  try {
    const document = testApp.app.swagger();
    const operations = [];
    for (const [url, item] of Object.entries(document.paths ?? {})) {
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      for (const method of Object.keys(item)) {
        if (METHODS.includes(method)) operations.push({ method: method.toUpperCase(), path: url });
      }
    }
    return operations;
  } finally {
    await testApp.close();
  }
}

/**
 * The source file that registers an operation: the file holding its path as a string literal,
 * preferring the literal passed to `app.<method>(` (or beside `method: '<METHOD>'`).
 */
function registrationOf(operation, sources) {
  const route = operation.path.replace(/\{(\w+)\}/g, ':$1');
  const literal = new RegExp(`['"\`]${escapeRegExp(route)}['"\`]`, 'g');
  const method = operation.method.toLowerCase();
  const call = new RegExp(`\\.${method}\\s*(<[^>]*>)?\\(\\s*$`);
  const named = new RegExp(`method:\\s*\\[?[^\\]\\n]*['"]${operation.method}['"]`, 'i');
  let fallback = null;
  for (const { file, text } of sources) {
    for (const match of text.matchAll(literal)) {
      const before = text.slice(Math.max(0, match.index - 200), match.index);
      const after = text.slice(match.index, match.index + 200);
      if (call.test(before) || named.test(before) || named.test(after)) return file;
      fallback ??= file;
    }
  }
  return fallback;
}

/** The API module of a source file (modules/<module>/...), or its folder outside modules. */
function apiArea(file) {
  const parts = file.replace(/^apps\/api\/src\//, '').split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  return parts.slice(0, -1).join('/') || 'app';
}

const byPath = (a, b) =>
  a.path === b.path
    ? METHODS.indexOf(a.method) - METHODS.indexOf(b.method)
    : a.path < b.path
      ? -1
      : 1;

/** The index as Markdown, formatted as the repository's Prettier formats it. */
export async function renderUrlIndex() {
  const pages = await webPages();
  const sources = sourceFiles(API_SRC_DIR, ['.ts']).map((file) => ({ file, text: read(file) }));
  const operations = (await apiOperations())
    .map((o) => ({ ...o, method: o.method.toLowerCase() }))
    .sort(byPath)
    .map((o) => ({ ...o, method: o.method.toUpperCase() }));
  const code = (text) => `\`${text}\``;
  const lines = [
    '# URL index',
    '',
    `Generated by ${code(REGENERATE)} (${code('scripts/url-index.mjs')}); do not edit by hand.`,
    'The URLs are fixed by the product specification (`docs/product.md#routes`,',
    '`docs/http-api.md`), so where a URL does not name its module or feature this index is the',
    'way from one to the other.',
    '',
    '## Web pages',
    '',
    'Every path of the route table (`packages/core/src/routes.ts`), the page the router',
    "(`apps/web/src/app/`) loads for it and the page's feature folder under `apps/web/src`.",
    '',
    '| Path | Access | Page | File | Feature |',
    '| --- | --- | --- | --- | --- |',
    ...pages.map((p) =>
      p.page
        ? `| ${code(p.path)} | ${p.access} | ${code(p.page.component)} | ${code(p.page.file)} | ${code(p.area)} |`
        : `| ${code(p.path)} | ${p.access} | (no page found in the router) | | |`,
    ),
    '',
    '## API operations',
    '',
    'Every operation of the API (`apps/api`, as its OpenAPI document `/api/docs/json` lists',
    'them), the module that answers it and the file that registers the route.',
    '',
    '| Method | Path | Module | File |',
    '| --- | --- | --- | --- |',
    ...operations.map((o) => {
      const file = registrationOf(o, sources);
      return file
        ? `| ${o.method} | ${code(o.path)} | ${code(apiArea(file))} | ${code(file)} |`
        : `| ${o.method} | ${code(o.path)} | (not found) | |`;
    }),
    '',
  ];
  const prettier = await import('prettier');
  const target = path.join(ROOT, INDEX_FILE);
  const options = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(lines.join('\n'), { ...options, filepath: target });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await renderUrlIndex();
  writeFileSync(path.join(ROOT, INDEX_FILE), text);
  console.log(`Wrote ${INDEX_FILE}.`);
}
