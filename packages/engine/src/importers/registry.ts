import type { Importer, SourceName } from './importer.ts';

/**
 * Every source the CLI knows, in `npm run data -- import <source>` order. Each entry loads
 * its importer lazily (packages/engine/src/importers/<source>/), so one source's dependencies
 * are not loaded for another. A source without an entry is listed but not yet available.
 */
export const SOURCE_NAMES: readonly SourceName[] = [
  'ppd',
  'hpi',
  'nspl',
  'onspd',
  'codepoint',
  'police',
  'imd',
  'epc',
  'schools',
  'naptan',
  'blm',
  'listings-jsonl',
];

type ImporterLoader = () => Promise<Importer>;

const loaders: Partial<Record<SourceName, ImporterLoader>> = {
  // One line per source: <source>: async () => (await import('./<source>/<source>-importer.ts')).<name>,
  ppd: async () => (await import('./ppd/ppd-importer.ts')).ppdImporter as Importer,
  hpi: async () => (await import('./hpi/hpi-importer.ts')).hpiImporter as Importer,
  nspl: async () => (await import('./nspl/nspl-importer.ts')).nsplImporter as Importer,
  onspd: async () => (await import('./onspd/onspd-importer.ts')).onspdImporter as Importer,
  codepoint: async () =>
    (await import('./codepoint/codepoint-importer.ts')).codepointImporter as Importer,
  police: async () => (await import('./police/police-importer.ts')).policeImporter as Importer,
  imd: async () => (await import('./imd/imd-importer.ts')).imdImporter as Importer,
  epc: async () => (await import('./epc/epc-importer.ts')).epcImporter as Importer,
  schools: async () => (await import('./schools/schools-importer.ts')).schoolsImporter as Importer,
  naptan: async () => (await import('./naptan/naptan-importer.ts')).naptanImporter as Importer,
  blm: async () => (await import('./blm/blm-importer.ts')).blmImporter as Importer,
  'listings-jsonl': async () =>
    (await import('./listings-jsonl/listings-jsonl-importer.ts')).listingsJsonlImporter as Importer,
};

export function isSourceName(name: string): name is SourceName {
  return (SOURCE_NAMES as readonly string[]).includes(name);
}

export function availableSources(): SourceName[] {
  return SOURCE_NAMES.filter((name) => loaders[name] !== undefined);
}

/** The importer of a source, or undefined when the source is unknown or not implemented. */
export async function loadImporter(source: string): Promise<Importer | undefined> {
  if (!isSourceName(source)) return undefined;
  const load = loaders[source];
  return load ? load() : undefined;
}
