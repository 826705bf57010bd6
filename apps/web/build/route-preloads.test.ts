import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules, routePreloads } from './route-preloads.ts';

const root = path.resolve(import.meta.dirname, '..');
const routerFile = path.join(root, 'src/app/router.tsx');

describe('route preloads', () => {
  it("reads every lazy page of the router's table", () => {
    const source = readFileSync(routerFile, 'utf8');
    const pages = pageModules(source, routerFile, root);
    const lazyPages = source.match(/:\s*page\(/g)?.length ?? 0;
    expect(pages.size).toBe(lazyPages);
    expect(pages.get('/property-details')).toBe(
      'src/features/property-details/PropertyDetailsPage.tsx',
    );
  });

  it("lists a page's chunks and styles, without what the entry already loads", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
      '_format.js': { file: 'assets/format-3.js', imports: ['_shared.js'] },
      'src/Details.tsx': {
        file: 'assets/Details-4.js',
        imports: ['_format.js', '_shared.js'],
        css: ['assets/Details-4.css'],
      },
    };
    const preloads = routePreloads(
      new Map([
        ['/property-details', 'src/Details.tsx'],
        ['/gone', 'src/Gone.tsx'],
      ]),
      manifest,
    );
    expect(preloads).toEqual({
      '/property-details': {
        js: ['/assets/Details-4.js', '/assets/format-3.js'],
        css: ['/assets/Details-4.css'],
      },
    });
  });
});
