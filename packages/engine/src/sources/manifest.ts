import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SOURCE_NAMES } from '../importers/registry.ts';

/**
 * The manifest of sources (data-sources.json beside this file): per dataset its publisher,
 * documentation, licence and attribution, and per file how to find the current one, its
 * layout, how it is cut down to the chosen areas and its expected size. Data, not code: a
 * moved file is a one-line fix there, or `--source <name>=<URL>` for one run.
 */

/** A column by header name (or any of several names; "/re/" is a pattern), or by position. */
const column = z.union([z.string(), z.number().int().min(0), z.array(z.string()).min(1)]);

const find = z.discriminatedUnion('kind', [
  /** A fixed address. */
  z.object({ kind: z.literal('url'), url: z.string() }),
  /** One file per calendar year ({yyyy}). */
  z.object({ kind: z.literal('yearly'), url: z.string() }),
  /** Dated by month ({yyyy}, {mm}): the newest of the last `lookBack` months that exists. */
  z.object({ kind: z.literal('monthly'), url: z.string(), lookBack: z.number().int().min(1) }),
  /** Dated by day ({yyyy}{mm}{dd}): the newest of the last `lookBack` days that exists. */
  z.object({ kind: z.literal('daily'), url: z.string(), lookBack: z.number().int().min(1) }),
  /** The newest ArcGIS Online item whose title matches, downloaded from `url` ({id}). */
  z.object({ kind: z.literal('arcgis'), search: z.string(), title: z.string(), url: z.string() }),
  /** The attachment of a GOV.UK page (its content API) whose address matches `match`. */
  z.object({ kind: z.literal('govuk-attachment'), url: z.string(), match: z.string() }),
  /** The EPC register's search API, one postcode district ({district}) at a time. */
  z.object({ kind: z.literal('epc-api'), url: z.string() }),
]);
export type FindSpec = z.infer<typeof find>;

const layout = z.object({
  /** `zip`: an archive whose entries matching `entry` hold the rows. */
  format: z.enum(['csv', 'zip']),
  entry: z.string().optional(),
  header: z.boolean(),
  /** Header columns that must be present (a list: any one of the names). */
  required: z.array(z.union([z.string(), z.array(z.string()).min(1)])).optional(),
  /** For files without a header: the number of fields of every record. */
  columnCount: z.number().int().min(1).optional(),
});
export type LayoutSpec = z.infer<typeof layout>;

const filter = z.discriminatedUnion('kind', [
  /** Rows whose postcode is in the areas (or, with `laColumn`, whose local authority is). */
  z.object({ kind: z.literal('postcode'), column, laColumn: column.optional() }),
  /** Rows of the areas' LSOAs (2011 or 2021), as the postcode directory gives them. */
  z.object({ kind: z.literal('lsoa'), column }),
  /** Rows of the areas' local authorities, counties, regions and countries (and the UK). */
  z.object({ kind: z.literal('area-code'), column }),
  /** Rows within `km` of the areas' postcodes. */
  z.object({ kind: z.literal('near'), longitude: column, latitude: column, km: z.number() }),
]);
export type FilterSpec = z.infer<typeof filter>;

const file = z.object({
  id: z.string(),
  description: z.string(),
  documentation: z.string().optional(),
  find,
  /** The publisher's file name, as `--from <folder>` looks for it (a pattern). */
  fileName: z.string(),
  /** The name the cut-down file is kept under ({yyyy} {mm} {dd} {district} {entry}). */
  saveAs: z.string(),
  layout,
  filter,
  /** The publisher's whole file, in bytes (an estimate: sizes change every release). */
  bytes: z.number().int().nullable(),
  /** Fetched by --refresh too. */
  refresh: z.boolean().optional(),
  /** Only with that option (`years`: --years N; `refresh`: only by --refresh). */
  only: z.enum(['years', 'refresh']).optional(),
  /** Not with that option. */
  unless: z.enum(['years']).optional(),
});
export type FileSpec = z.infer<typeof file>;

const dataset = z.object({
  name: z.string(),
  title: z.string(),
  publisher: z.string(),
  documentation: z.string(),
  licence: z.string(),
  attribution: z.string(),
  lastChecked: z.iso.date(),
  importer: z.enum(SOURCE_NAMES as unknown as [string, ...string[]]),
  /** The postcode directory: fetched first, it says which LSOAs and authorities the areas hold. */
  postcodeDirectory: z.boolean().optional(),
  /** Fetched only when asked for with --only, in place of that dataset. */
  alternativeTo: z.string().optional(),
  /** Needs the user's own registration (credentials.json in DATA_DIR). */
  credentials: z.literal('epc').optional(),
  /** Why there is nothing to fetch (listing feeds). */
  notPublished: z.string().optional(),
  files: z.array(file),
});
export type DatasetSpec = z.infer<typeof dataset>;

export const manifestSchema = z.object({ about: z.string(), datasets: z.array(dataset) });
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = new URL('./data-sources.json', import.meta.url);

/** The manifest of data-sources.json (or another file), checked against the schema. */
export function loadManifest(file: URL | string = MANIFEST_FILE): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The manifest with `--source name=URL` applied: `ppd=URL` replaces the address of the
 * dataset's every file, `ppd.monthly=URL` of one file; a template URL keeps its {yyyy}.
 */
export function withSources(manifest: Manifest, sources: readonly string[]): Manifest {
  const overrides = sources.map((text) => {
    const at = text.indexOf('=');
    if (at <= 0) throw new Error(`--source ${text}: expected <dataset>[.<file>]=<URL>`);
    const [name = '', fileId] = text.slice(0, at).split('.');
    const url = text.slice(at + 1);
    const ds = manifest.datasets.find((d) => d.name === name);
    if (!ds) {
      throw new Error(
        `--source ${text}: no dataset "${name}" (${manifest.datasets.map((d) => d.name).join(', ')})`,
      );
    }
    if (fileId && !ds.files.some((f) => f.id === fileId)) {
      throw new Error(`--source ${text}: ${name} has no file "${fileId}"`);
    }
    return { name, fileId, url };
  });
  return {
    ...manifest,
    datasets: manifest.datasets.map((ds) => ({
      ...ds,
      files: ds.files.map((f) => {
        const o = overrides.find((x) => x.name === ds.name && (!x.fileId || x.fileId === f.id));
        if (!o) return f;
        // A mirror's address replaces the search too: it is fetched as given, dated or not.
        const kind = f.find.kind;
        const keeps = kind === 'yearly' || kind === 'monthly' || kind === 'daily';
        const found: FindSpec = keeps
          ? { ...f.find, url: o.url }
          : kind === 'epc-api'
            ? { kind, url: o.url }
            : { kind: 'url', url: o.url };
        return { ...f, find: found };
      }),
    })),
  };
}
