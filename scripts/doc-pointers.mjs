#!/usr/bin/env node
// `npm run docs:pointers`: lists the pointers in the docs and code comments that lead nowhere.
// A pointer is a Markdown link to a file or a section (`[text](docs/x.md#anchor)`), a path or
// file name in backticks (`apps/api/src/app.ts`, `tile-fallback.ts`), a section named after a
// Markdown file (`docs/methodology.md#plo-pairs`, docs/methodology.md "PLO pairs") or an
// `npm run <script>` command. Read: docs/**/*.md, every README.md, and the comments of the
// source files. scripts/doc-pointers.test.mjs keeps the list empty.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const FILE_EXTENSIONS =
  /\.(ts|tsx|mjs|js|json|md|sh|sql|css|html|csv|geojson|jsonl|yml|yaml|txt|zip|xml|svg|png)$/;

/** The repository's files (tracked, or new and not ignored), repo-relative. */
function repoFiles() {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
}

/** Whether git ignores a path: a build output or run-time file (apps/web/dist, e2e/artifacts). */
function ignored(file) {
  return [file, `${file.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: ROOT });
      return true;
    } catch {
      return false;
    }
  });
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's anchor of a heading. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headingsOf(markdown) {
  const headings = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.push(match[1].replace(/`/g, ''));
  }
  return headings;
}

/** The comment text of a source file, one entry per comment line (with its line number). */
function commentLines(text) {
  const out = [];
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    let comment = null;
    if (inBlock) {
      comment = line;
      if (line.includes('*/')) inBlock = false;
    } else if (/^\s*\/\*/.test(line)) {
      comment = line;
      inBlock = !line.includes('*/');
    } else {
      const slashes = line.search(/(^|[\s;,)])\/\/\s/);
      if (slashes !== -1) comment = line.slice(slashes);
    }
    if (comment !== null) out.push({ line: i + 1, text: comment });
  });
  return out;
}

/** Lines of a Markdown file outside fenced code blocks. */
function markdownLines(text) {
  const out = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ line: i + 1, text: line });
  });
  return out;
}

/** A token that is a pattern, a placeholder or an example rather than a pointer. */
const isPattern = (token) =>
  /[*<>{}$|…]|\.\.\.|^\.\/?$|:\w/.test(token) || /^[A-Z][A-Z_]+\//.test(token);

export function findBrokenPointers() {
  const files = repoFiles();
  const fileSet = new Set(files);
  const dirSet = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const basenames = new Set(files.map((f) => path.posix.basename(f)));
  const scripts = new Set(Object.keys(JSON.parse(read('package.json')).scripts ?? {}));
  const headingCache = new Map();
  const headingsIn = (file) => {
    if (!headingCache.has(file)) headingCache.set(file, headingsOf(read(file)));
    return headingCache.get(file);
  };

  const exists = (target, fromFile) => {
    const clean = target.replace(/\/$/, '');
    if (!clean) return true;
    const candidates = [
      clean,
      path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean)),
    ];
    if (candidates.some((c) => fileSet.has(c) || dirSet.has(c))) return true;
    // A path given from inside a workspace or folder (features/x/Page.tsx, lib/payments/):
    // some file or folder ends with it.
    // `core/...` and `db/...` are the docs' short names of the packages' sources.
    const aliased = clean.replace(/^(core|db)\//, 'packages/$1/src/');
    if (fileSet.has(aliased) || dirSet.has(aliased)) return true;
    const suffix = `/${clean}`;
    return files.some((f) => f.endsWith(suffix) || f.includes(`${suffix}/`));
  };

  const broken = [];
  const report = (file, line, pointer, why) => broken.push({ file, line, pointer, why });

  const checkSection = (file, line, target, section, byAnchor) => {
    const resolved = [
      target,
      path.posix.normalize(path.posix.join(path.posix.dirname(file), target)),
    ].find((c) => fileSet.has(c));
    if (!resolved || !resolved.endsWith('.md')) return;
    const headings = headingsIn(resolved);
    const ok = byAnchor
      ? headings.some((h) => slug(h) === section.toLowerCase())
      : headings.some((h) => h.toLowerCase().startsWith(section.toLowerCase()));
    if (!ok)
      report(
        file,
        line,
        `${target}${byAnchor ? '#' : ' '}${byAnchor ? section : `"${section}"`}`,
        'no such section',
      );
  };

  const checkLine = (file, line, text, markdown) => {
    if (markdown) {
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/i.test(target)) continue;
        const [filePart, anchor] = target.split('#');
        if (filePart && !exists(filePart, file)) report(file, line, target, 'no such file');
        else if (anchor) checkSection(file, line, filePart || file, anchor, true);
      }
    }
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const token = m[1].replace(/[.,;:]$/, '');
      // Patterns, packages, absolute and outside paths (../shared: the reference data) aside.
      if (isPattern(token) || /^(https?:|@|\/|-|\.)/.test(token)) continue;
      const [filePart, anchor] = token.split('#');
      const looksLikePath = filePart.includes('/') && /^[\w.-]+(\/[\w.@-]+)+\/?$/.test(filePart);
      const isFile = FILE_EXTENSIONS.test(filePart) && /^[\w.@/-]+$/.test(filePart);
      if (!looksLikePath && !isFile) continue;
      if (!filePart.includes('/')) {
        // A bare name of ours (code, docs, scripts); data files named alone are downloads.
        if (/\.(ts|tsx|mjs|js|md|sh|sql)$/.test(filePart) && !basenames.has(filePart))
          report(file, line, token, 'no file of that name');
        continue;
      }
      // Only paths that start at a known root, or relative ones that end in one of our files.
      const rooted = /^(apps|packages|docs|scripts|e2e)\//.test(filePart);
      if (!rooted && !/\.(ts|tsx|mjs|js|md|sh|sql)$/.test(filePart)) continue;
      if (!exists(filePart, file) && !ignored(filePart)) report(file, line, token, 'no such path');
      else if (anchor) checkSection(file, line, filePart, anchor, true);
    }
    const plain = text.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
    for (const m of plain.matchAll(
      /(?<![\w./-])((?:apps|packages|docs|scripts|e2e)\/[\w./@-]*[\w/])/g,
    )) {
      const token = m[1];
      if (isPattern(token)) continue;
      if (!exists(token, file) && !ignored(token)) report(file, line, token, 'no such path');
    }
    for (const m of plain.matchAll(/(?<![\w./@-])(\w[\w-]*\.(?:ts|tsx|mjs|md))(?![\w/])/g)) {
      if (!basenames.has(m[1])) report(file, line, m[1], 'no file of that name');
    }
    {
      const unlinked = markdown ? text.replace(/\]\([^)]*\)/g, ']') : text;
      for (const m of unlinked.matchAll(/(?<![\w/-])((?:docs\/)?[\w-]+\.md)#([\w-]+)/g)) {
        const target = m[1].includes('/') || m[1] === 'README.md' ? m[1] : `docs/${m[1]}`;
        checkSection(file, line, target, m[2], true);
      }
    }
    for (const m of text.matchAll(/((?:docs\/)?[\w-]+\.md)`?((?:,?\s+"[^"]+")+)/g)) {
      const target = m[1].startsWith('docs/') || m[1] === 'README.md' ? m[1] : `docs/${m[1]}`;
      for (const q of m[2].matchAll(/"([^"]+)"/g)) checkSection(file, line, target, q[1], false);
    }
    for (const m of text.matchAll(/npm run ([\w:-]+)/g)) {
      if (!scripts.has(m[1])) report(file, line, `npm run ${m[1]}`, 'no such root script');
    }
  };

  for (const file of files) {
    if (file.startsWith('node_modules/') || file.includes('/node_modules/')) continue;
    const markdown = file.endsWith('.md');
    const source = /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.d.ts');
    if (markdown && !(file.startsWith('docs/') || path.posix.basename(file) === 'README.md'))
      continue;
    if (!markdown && !source) continue;
    if (file === 'docs/url-index.md') continue;
    const text = read(file);
    const lines = markdown ? markdownLines(text) : commentLines(text);
    for (const { line, text: content } of lines) checkLine(file, line, content, markdown);
  }
  return broken;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const broken = findBrokenPointers();
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.pointer} (${b.why})`);
  console.log(
    broken.length === 0
      ? 'Every pointer leads somewhere.'
      : `${broken.length} pointers lead nowhere.`,
  );
  process.exitCode = broken.length === 0 ? 0 : 1;
}
