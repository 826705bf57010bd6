import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which scripts and styles each page of the router needs, for the server to announce in the
 * HTML it sends for that path (`<link rel="modulepreload">`): the browser then fetches the
 * page's chunk while it is still running the main bundle, instead of after it (a cold load
 * of property details waited about half a second for that). Read from the router's page
 * table (`'/path': page(() => import('...'))` in src/app/router.tsx) and Vite's manifest.
 */
export interface RoutePreloads {
  [routePath: string]: { js: string[]; css: string[] };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const PAGE_ENTRY = /'(\/[^']*)':\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/** The page modules of the router's table, by path, as paths relative to the web app root. */
export function pageModules(routerSource: string, routerFile: string, root: string) {
  const pages = new Map<string, string>();
  for (const match of routerSource.matchAll(PAGE_ENTRY)) {
    const [, routePath, specifier] = match;
    const absolute = path.resolve(path.dirname(routerFile), specifier!);
    pages.set(routePath!, path.relative(root, absolute).split(path.sep).join('/'));
  }
  return pages;
}

export function routePreloads(
  pages: Map<string, string>,
  manifest: Record<string, ManifestChunk>,
): RoutePreloads {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // What index.html already loads is not announced again.
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  const entryKeys = new Set<string>();
  if (entry) {
    const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
    visit(entryKey, entryKeys);
    for (const key of entryKeys) loaded.add(manifest[key]!.file);
  }
  const out: RoutePreloads = {};
  for (const [routePath, module] of pages) {
    if (!manifest[module]) continue;
    const keys = new Set<string>();
    visit(module, keys);
    const js: string[] = [];
    const css: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key]!;
      if (!loaded.has(chunk.file)) js.push(`/${chunk.file}`);
      for (const sheet of chunk.css ?? []) if (!entryKeys.has(key)) css.push(`/${sheet}`);
    }
    out[routePath] = { js, css: [...new Set(css)] };
  }
  return out;
}

/** Writes dist/route-preloads.json from the router source and dist/.vite/manifest.json. */
export function writeRoutePreloads(root: string, outDir: string): RoutePreloads {
  const routerFile = path.join(root, 'src/app/router.tsx');
  const pages = pageModules(readFileSync(routerFile, 'utf8'), routerFile, root);
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const preloads = routePreloads(pages, manifest);
  writeFileSync(path.join(outDir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
  return preloads;
}
