import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_NAMES } from '../importers/registry.ts';
import { loadManifest, withSources } from './manifest.ts';

const dataSourcesPage = readFileSync(
  path.join(import.meta.dirname, '../../../../docs/data-sources.md'),
  'utf8',
);

describe('the manifest of sources (data-sources.json)', () => {
  const manifest = loadManifest();

  it('lists every dataset of docs/data-sources.md, each with its documentation and last-checked date', () => {
    // The page's table names each dataset by its source name in backticks.
    const named = [...dataSourcesPage.matchAll(/^\| [^|]+\| `([a-z-]+)` +\|/gm)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(10);
    expect(new Set(named)).toEqual(new Set(SOURCE_NAMES));
    for (const name of named) {
      const dataset = manifest.datasets.find((d) => d.importer === name);
      expect(dataset, name).toBeDefined();
      expect(dataset?.documentation).toBeTruthy();
      expect(dataset?.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives every published dataset a file to fetch, with its layout and expected size', () => {
    for (const d of manifest.datasets.filter((x) => !x.notPublished)) {
      expect(d.files.length, d.name).toBeGreaterThan(0);
      for (const f of d.files) {
        expect(f.find.url, `${d.name} ${f.id}`).toMatch(/^https?:\/\//);
        expect(f.layout.required ?? f.layout.columnCount, `${d.name} ${f.id}`).toBeDefined();
      }
    }
  });

  it('--source moves one dataset or one file to a mirror, and refuses an unknown name', () => {
    const moved = withSources(manifest, ['ppd.monthly=https://mirror.example/m.csv']);
    const ppd = moved.datasets.find((d) => d.name === 'ppd');
    expect(ppd?.files.find((f) => f.id === 'monthly')?.find).toEqual({
      kind: 'url',
      url: 'https://mirror.example/m.csv',
    });
    expect(ppd?.files.find((f) => f.id === 'complete')?.find.url).toContain('amazonaws.com');
    expect(() => withSources(manifest, ['lidar=https://x'])).toThrow('no dataset "lidar"');
  });
});
