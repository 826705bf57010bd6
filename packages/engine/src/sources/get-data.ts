import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '@yardstick/db/database';
import { loadImporter } from '../importers/registry.ts';
import { createDownloadBar, createProgressBar } from '../load/progress-bar.ts';
import { failureMessage, summaryLine } from '../load/import-report.ts';
import { runImport, type ImportSummary } from '../load/run-import.ts';
import { AreaContextBuilder, type AreaContext, type AreaSelection } from './areas.ts';
import { cutLocalFile, type CutOutput } from './cut-local.ts';
import { LayoutError, type CutScope } from './cut-rows.ts';
import { download, DownloadError, exists, fetchJson, type Held } from './http-fetch.ts';
import type { DatasetSpec, FileSpec, Manifest } from './manifest.ts';
import { CuttingSink, RawFileSink, sha256 } from './sinks.ts';
import { createReadStream } from 'node:fs';
import { readCsvRecords } from '../parse/csv-records.ts';

/**
 * `npm run data -- get`: for each dataset of the manifest, find the publisher's current file,
 * fetch it (or take it from `--from`), cut it to the chosen areas as it streams, import it
 * with its importer, then derive. The postcode directory goes first: the LSOAs, authorities
 * and places it keeps for the areas are what the other datasets are cut by. Downloads keep
 * a cache (DATA_DIR/downloads: the cut files, each with its checksum, date and the
 * publisher's ETag / Last-Modified), so a second run asks conditionally and fetches only
 * what changed; an interrupted one resumes with a range request. `--refresh` fetches only
 * the files that move every month (Price Paid's change file, the UK HPI, police.uk) for the
 * areas of the last run.
 */

export interface EpcCredentials {
  email: string;
  key: string;
}

export interface DataGetOptions {
  /** The areas; undefined with `refresh` (the last run's). */
  selection?: AreaSelection;
  dataDir: string;
  manifest: Manifest;
  /** A folder of files downloaded by hand, read instead of the publishers. */
  from?: string;
  dryRun?: boolean;
  refresh?: boolean;
  /** Only these datasets (an alternative such as nspl replaces the one it stands for). */
  only?: string[];
  /** Price Paid's yearly files of the last N years instead of the complete file. */
  years?: number;
  /** police.uk: the last N months (default 12). */
  months?: number;
  json?: boolean;
  derive?: boolean;
  now?: Date;
  fetch?: typeof fetch;
  retryDelayMs?: number;
  /** Asks the user for the EPC register's credentials (a terminal); undefined: never asks. */
  askEpcCredentials?(): Promise<EpcCredentials | undefined>;
  openDatabase(): Promise<DatabaseHandle>;
  /** Runs after the imports (the CLI's derive); its status joins the command's. */
  deriveAfter?(options: { full: boolean }): Promise<number>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface DryRunEntry {
  name: string;
  file: string;
  title: string;
  publisher: string;
  licence: string;
  url: string;
  documentation: string;
  lastChecked: string;
  bytes: number | null;
}

export interface GetFileResult {
  name: string;
  file: string;
  url: string;
  status: 'fetched' | 'unchanged' | 'from-folder' | 'skipped' | 'failed';
  reason?: string;
  rowsKept?: number;
  imported?: { rows: number; inserted: number; updated: number; deleted: number; rejected: number };
}

export interface GetResult {
  areas: string[];
  files: GetFileResult[];
  derived: boolean;
}

interface CacheEntry {
  url: string;
  etag?: string;
  lastModified?: string;
  fetchedAt: string;
  areas: string;
  outputs: { file: string; sha256: string; bytes: number }[];
}

interface GetState {
  selection: AreaSelection;
  context: AreaContext;
  policeMonths?: string[];
  lastRun: string;
}

const DEFAULT_MONTHS = 12;

/** The folder of the downloads, the cache and the last run's areas. */
export const downloadsFolder = (dataDir: string) => path.join(dataDir, 'downloads');

/** The datasets and files a run covers, in order: the postcode directory first. */
export function plannedFiles(
  manifest: Manifest,
  options: Pick<DataGetOptions, 'only' | 'refresh' | 'years'>,
): { dataset: DatasetSpec; file: FileSpec }[] {
  const only = options.only;
  const datasets = manifest.datasets.filter((d) => {
    if (d.notPublished || d.files.length === 0) return false;
    if (only) return only.includes(d.name);
    return !d.alternativeTo;
  });
  // The directory of a run is the one asked for (nspl, codepoint) or else the ONSPD.
  datasets.sort((a, b) => Number(isDirectory(b)) - Number(isDirectory(a)));
  const planned: { dataset: DatasetSpec; file: FileSpec }[] = [];
  for (const dataset of datasets) {
    for (const file of dataset.files) {
      if (options.refresh) {
        if (file.refresh || file.only === 'refresh') planned.push({ dataset, file });
        continue;
      }
      if (file.only === 'refresh') continue;
      if (file.only === 'years' && !options.years) continue;
      if (file.unless === 'years' && options.years) continue;
      planned.push({ dataset, file });
    }
  }
  return planned;
}

const isDirectory = (d: DatasetSpec) => d.postcodeDirectory === true || d.alternativeTo === 'onspd';

const pad = (n: number) => String(n).padStart(2, '0');

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

function monthsBack(now: Date, n: number): { yyyy: string; mm: string }[] {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push({ yyyy: String(d.getUTCFullYear()), mm: pad(d.getUTCMonth() + 1) });
  }
  return out;
}

function daysBack(now: Date, n: number): { yyyy: string; mm: string; dd: string }[] {
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - i));
    out.push({
      yyyy: String(d.getUTCFullYear()),
      mm: pad(d.getUTCMonth() + 1),
      dd: pad(d.getUTCDate()),
    });
  }
  return out;
}

/** What `--dry-run` lists: each file's address (the newest candidate of a dated one). */
export function dryRunEntries(
  manifest: Manifest,
  options: Pick<DataGetOptions, 'only' | 'refresh' | 'years' | 'now' | 'selection'>,
): DryRunEntry[] {
  const now = options.now ?? new Date();
  const entries: DryRunEntry[] = [];
  for (const { dataset, file } of plannedFiles(manifest, options)) {
    const base = {
      name: dataset.name,
      file: file.id,
      title: dataset.title,
      publisher: dataset.publisher,
      licence: dataset.licence,
      documentation: file.documentation ?? dataset.documentation,
      lastChecked: dataset.lastChecked,
      bytes: file.bytes,
    };
    const find = file.find;
    switch (find.kind) {
      case 'yearly':
        for (const year of yearsOf(now, options.years ?? 1)) {
          entries.push({ ...base, url: fill(find.url, { yyyy: year }) });
        }
        break;
      case 'monthly':
        entries.push({ ...base, url: fill(find.url, monthsBack(now, 1)[0] ?? {}) });
        break;
      case 'daily':
        entries.push({ ...base, url: fill(find.url, daysBack(now, 1)[0] ?? {}) });
        break;
      case 'arcgis':
        entries.push({ ...base, url: find.search });
        break;
      case 'epc-api': {
        const districts = options.selection?.districts.length ? options.selection.districts : [];
        if (districts.length === 0) entries.push({ ...base, url: find.url });
        for (const district of districts) {
          entries.push({ ...base, url: fill(find.url, { district }) });
        }
        break;
      }
      default:
        entries.push({ ...base, url: find.url });
    }
  }
  return entries;
}

function yearsOf(now: Date, years: number): string[] {
  const last = now.getUTCFullYear();
  return Array.from({ length: years }, (_, i) => String(last - years + 1 + i));
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A file to fetch: its address, its variables ({yyyy}, {district}) and its cache key. */
interface Located {
  url: string;
  vars: Record<string, string>;
  key: string;
  headers?: Record<string, string>;
}

export async function runDataGet(
  options: DataGetOptions,
): Promise<{ code: number; result: GetResult }> {
  const { stdout, stderr, manifest } = options;
  const now = options.now ?? new Date();
  const folder = downloadsFolder(options.dataDir);
  const statePath = path.join(folder, 'get-state.json');
  const cachePath = path.join(folder, 'cache.json');
  const say = (line: string) => {
    if (!options.json) stderr.write(`${line}\n`);
  };
  const tty = !options.json && stderr.isTTY === true;
  const doFetch = options.fetch ?? fetch;

  let state = await readJson<GetState>(statePath);
  const selection = options.selection ?? state?.selection;
  if (!selection) {
    stderr.write('Nothing to refresh yet: run `npm run data -- get <areas>` first.\n');
    return { code: 2, result: { areas: [], files: [], derived: false } };
  }
  const areas = selection.all ? ['all'] : selection.given;
  const result: GetResult = { areas, files: [], derived: false };

  if (options.dryRun) {
    const datasets = dryRunEntries(manifest, { ...options, selection });
    if (options.json) stdout.write(`${JSON.stringify({ datasets })}\n`);
    else {
      for (const d of datasets) {
        const size = d.bytes === null ? 'size unknown' : `about ${(d.bytes / 1e6).toFixed(0)} MB`;
        stdout.write(`${d.name} ${d.file}: ${d.url} (${size}; ${d.licence})\n`);
      }
      const total = datasets.reduce((sum, d) => sum + (d.bytes ?? 0), 0);
      stdout.write(
        `${datasets.length} files, about ${(total / 1e9).toFixed(1)} GB to download; nothing fetched (--dry-run)\n`,
      );
    }
    return { code: 0, result };
  }

  await mkdir(folder, { recursive: true });
  const cache = (await readJson<Record<string, CacheEntry>>(cachePath)) ?? {};
  const saveCache = () => writeFile(cachePath, JSON.stringify(cache, null, 2));
  const signature = JSON.stringify({
    all: selection.all,
    a: [...selection.postcodeAreas].sort(),
    d: [...selection.districts].sort(),
    l: [...selection.localAuthorities].sort(),
  });

  const fromFiles = options.from ? await listFiles(options.from) : [];
  let context = options.refresh || options.only ? state?.context : undefined;
  const months = options.months ?? DEFAULT_MONTHS;
  let failed = 0;
  let imported = 0;
  let handle: DatabaseHandle | undefined;
  let clearedDemo = false;

  const database = async () => {
    if (handle) return handle;
    handle = await options.openDatabase();
    clearedDemo = await replaceDemo(handle, say);
    return handle;
  };

  try {
    for (const { dataset, file } of plannedFiles(manifest, options)) {
      const directory = isDirectory(dataset);
      if (!directory && !context) {
        if (!selection.all && file.filter.kind !== 'postcode') {
          throw new Error(
            `${dataset.name} is cut by what the postcode directory says of the areas: run ` +
              '`npm run data -- get <areas>` with the ONSPD first',
          );
        }
        context = {
          all: selection.all,
          districts: selection.districts,
          lsoas: [],
          areaCodes: [],
          box: null,
        };
      }
      const scope: CutScope = directory ? { selection } : { selection, context };
      const outFolder = path.join(folder, dataset.name);
      await mkdir(outFolder, { recursive: true });
      const fail =
        (where: string) =>
        (detail: string): never => {
          throw new LayoutError(dataset.name, where, detail);
        };
      const record = (entry: GetFileResult) => {
        result.files.push(entry);
        if (entry.status === 'failed') failed += 1;
      };

      // The files of this dataset: from the folder, or located at the publisher.
      const outputs: {
        located?: Located;
        cut: CutOutput[];
        status: GetFileResult['status'];
        url: string;
      }[] = [];
      try {
        if (options.from) {
          const pattern = new RegExp(file.fileName, 'i');
          let matches = fromFiles.filter((f) => pattern.test(path.basename(f)));
          if (file.find.kind === 'yearly' && options.years) {
            const years = new Set(yearsOf(now, options.years));
            matches = matches.filter((f) => years.has(/(\d{4})/.exec(path.basename(f))?.[1] ?? ''));
          } else if (file.find.kind !== 'yearly' && !file.saveAs.includes('{entry}')) {
            matches = matches.slice(-1);
          }
          if (matches.length === 0) {
            say(
              `${dataset.name} ${file.id}: no file like ${file.fileName} in ${options.from}, skipped`,
            );
            record({
              name: dataset.name,
              file: file.id,
              url: options.from,
              status: 'skipped',
              reason: 'not in the folder',
            });
            continue;
          }
          for (const match of matches) {
            const cut = await cutWithBar(
              match,
              dataset,
              file,
              scope,
              outFolder,
              fail,
              tty,
              months,
              state,
              now,
            );
            outputs.push({ cut, status: 'from-folder', url: match });
          }
        } else {
          let located: Located[];
          if (dataset.credentials === 'epc') {
            const credentials = await epcCredentials(options, say);
            if (!credentials) {
              record({
                name: dataset.name,
                file: file.id,
                url: fill(file.find.url, {}),
                status: 'skipped',
                reason: 'no EPC credentials',
              });
              continue;
            }
            const auth = Buffer.from(`${credentials.email}:${credentials.key}`).toString('base64');
            located = (context?.districts ?? []).map((district) => ({
              url: fill(file.find.url, { district }),
              vars: { district },
              key: `${dataset.name}/${file.id}/${district}`,
              headers: { authorization: `Basic ${auth}`, accept: 'text/csv' },
            }));
          } else {
            located = await locate(dataset, file, now, options.years, doFetch);
          }
          for (const where of located) {
            const got = await fetchOne({
              dataset,
              file,
              where,
              scope,
              outFolder,
              cache,
              signature: directory ? signature : JSON.stringify(context),
              fail,
              tty,
              say,
              months,
              state,
              now,
              options,
            });
            await saveCache();
            outputs.push({ located: where, cut: got.cut, status: got.status, url: where.url });
          }
        }
      } catch (error) {
        if (!(error instanceof DownloadError || error instanceof LayoutError)) throw error;
        stderr.write(`${error.message}\n`);
        record({
          name: dataset.name,
          file: file.id,
          url: error instanceof DownloadError ? error.url : '',
          status: 'failed',
          reason: error.message,
        });
        if (directory) break;
        continue;
      }

      if (directory) {
        const built = new AreaContextBuilder(selection.all);
        for (const o of outputs) for (const c of o.cut) await addToContext(built, c.file, file);
        context = built.build();
        if (!selection.all && context.districts.length === 0) {
          stderr.write(
            `No postcode of ${areas.join(', ')} in the postcode directory: nothing else fetched.\n`,
          );
          failed += 1;
          break;
        }
        say(`areas: ${context.districts.length} postcode districts, ${context.lsoas.length} LSOAs`);
      }

      // Import what was fetched; an unchanged file (304) was imported before.
      const importer = await loadImporter(dataset.importer);
      if (!importer) throw new Error(`No importer for ${dataset.importer}`);
      for (const o of outputs) {
        for (const cut of o.cut) {
          const entry: GetFileResult = {
            name: dataset.name,
            file: file.id,
            url: o.url,
            status: o.status,
            rowsKept: cut.rowsKept,
          };
          if (o.status === 'unchanged') {
            say(
              `${dataset.name} ${path.basename(cut.file)}: unchanged at the publisher, not imported again`,
            );
            record(entry);
            continue;
          }
          const db = await database();
          const bar = createProgressBar(`${dataset.name} ${path.basename(cut.file)}`, tty);
          let summary: ImportSummary;
          try {
            summary = await runImport(db, importer, cut.file, {
              skipUnchanged: true,
              onProgress: (p) => bar.update(p),
            });
          } catch (error) {
            bar.stop();
            const message = `${dataset.name} ${path.basename(cut.file)}: ${failureMessage(error)}`;
            stderr.write(`${message}\n`);
            record({ ...entry, status: 'failed', reason: message });
            continue;
          }
          bar.stop();
          if (!summary.skipped) {
            imported += 1;
            say(summaryLine(dataset.name, path.basename(cut.file), summary));
          }
          record({
            ...entry,
            imported: {
              rows: summary.rows,
              inserted: summary.inserted,
              updated: summary.updated,
              deleted: summary.deleted,
              rejected: summary.rejected,
            },
          });
          if (dataset.name === 'police') {
            const month = /^(\d{4}-\d{2})-/.exec(path.basename(cut.file))?.[1];
            if (month) {
              state = state ?? { selection, context: context!, lastRun: now.toISOString() };
              state.policeMonths = [...new Set([...(state.policeMonths ?? []), month])].sort();
            }
          }
        }
      }
    }
    if (context && failed === 0) {
      state = { ...state, selection, context, lastRun: now.toISOString() };
      await writeFile(statePath, JSON.stringify(state, null, 2));
    }
    if (handle && (imported > 0 || clearedDemo)) await markReal(handle);
  } finally {
    await handle?.close();
  }

  if ((imported > 0 || clearedDemo) && options.derive !== false && options.deriveAfter) {
    const derived = await options.deriveAfter({ full: clearedDemo });
    result.derived = derived === 0;
    if (derived !== 0) failed += 1;
  }
  if (options.json) stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const n = (s: GetFileResult['status']) => result.files.filter((f) => f.status === s).length;
    stdout.write(
      `get ${areas.join(' ')}: ${n('fetched')} fetched, ${n('unchanged')} unchanged, ` +
        `${n('from-folder')} from the folder, ${n('skipped')} skipped, ${n('failed')} failed` +
        `${result.derived ? '; derived' : ''}\n`,
    );
  }
  return { code: failed > 0 ? 1 : 0, result };
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.resolve(e.parentPath, e.name))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b), 'en'));
}

/** Where the publisher's current file is: a fixed address, a dated one, or an index's answer. */
async function locate(
  dataset: DatasetSpec,
  file: FileSpec,
  now: Date,
  years: number | undefined,
  doFetch: typeof fetch,
): Promise<Located[]> {
  const find = file.find;
  const key = `${dataset.name}/${file.id}`;
  switch (find.kind) {
    case 'url':
      return [{ url: find.url, vars: {}, key }];
    case 'yearly':
      return yearsOf(now, years ?? 1).map((yyyy) => ({
        url: fill(find.url, { yyyy }),
        vars: { yyyy },
        key: `${key}/${yyyy}`,
      }));
    case 'monthly':
    case 'daily': {
      const candidates =
        find.kind === 'monthly' ? monthsBack(now, find.lookBack) : daysBack(now, find.lookBack);
      for (const vars of candidates) {
        const url = fill(find.url, vars);
        if (await exists(dataset.name, url, doFetch)) return [{ url, vars, key }];
      }
      throw new DownloadError(
        dataset.name,
        fill(find.url, candidates[0] ?? {}),
        `has no file for any of the last ${find.lookBack} ${find.kind === 'monthly' ? 'months' : 'days'} ` +
          `(HTTP 404 for each): the publisher may have moved it (documentation: ${dataset.documentation})`,
        404,
      );
    }
    case 'arcgis': {
      const answer = (await fetchJson(dataset.name, find.search, doFetch)) as {
        results?: { id?: string; title?: string; created?: number }[];
      };
      const title = new RegExp(find.title);
      const item = (answer.results ?? [])
        .filter((r) => r.id && r.title && title.test(r.title))
        .sort((a, b) => (b.created ?? 0) - (a.created ?? 0))[0];
      if (!item?.id) {
        throw new DownloadError(
          dataset.name,
          find.search,
          `lists no item titled like ${find.title}`,
        );
      }
      return [{ url: fill(find.url, { id: item.id }), vars: {}, key }];
    }
    case 'govuk-attachment': {
      const answer = (await fetchJson(dataset.name, find.url, doFetch)) as {
        details?: { attachments?: { url?: string }[] };
      };
      const match = new RegExp(find.match, 'i');
      const url = (answer.details?.attachments ?? [])
        .map((a) => a.url ?? '')
        .find((u) => match.test(u));
      if (!url)
        throw new DownloadError(dataset.name, find.url, `has no attachment like ${find.match}`);
      return [{ url, vars: {}, key }];
    }
    case 'epc-api':
      return [];
  }
}

interface FetchOneArgs {
  dataset: DatasetSpec;
  file: FileSpec;
  where: Located;
  scope: CutScope;
  outFolder: string;
  cache: Record<string, CacheEntry>;
  signature: string;
  fail: (where: string) => (detail: string) => never;
  tty: boolean;
  say: (line: string) => void;
  months: number;
  state: GetState | undefined;
  now: Date;
  options: DataGetOptions;
}

/** One file from the publisher: unchanged (304), or fetched, cut and kept with its checksum. */
async function fetchOne(
  args: FetchOneArgs,
): Promise<{ status: 'fetched' | 'unchanged'; cut: CutOutput[] }> {
  const { dataset, file, where, outFolder, cache, say } = args;
  const held = cache[where.key];
  const outputsHeld =
    held &&
    held.url === where.url &&
    held.areas === args.signature &&
    (await Promise.all(held.outputs.map((o) => fileExists(path.join(outFolder, o.file))))).every(
      Boolean,
    );
  const conditional: Held | undefined = outputsHeld
    ? {
        ...(held.etag ? { etag: held.etag } : {}),
        ...(held.lastModified ? { lastModified: held.lastModified } : {}),
      }
    : undefined;
  const label = `${dataset.name} ${path.basename(new URL(where.url).pathname) || file.id}`;
  const bar = createDownloadBar(label, args.tty);
  const common = {
    dataset: dataset.name,
    url: where.url,
    ...(where.headers ? { headers: where.headers } : {}),
    ...(conditional && (conditional.etag || conditional.lastModified) ? { held: conditional } : {}),
    onNotice: (line: string) => args.options.stderr.write(`${line}\n`),
    ...(args.options.fetch ? { fetch: args.options.fetch } : {}),
    ...(args.options.retryDelayMs !== undefined ? { retryDelayMs: args.options.retryDelayMs } : {}),
  };
  let cut: CutOutput[];
  let got;
  try {
    if (file.layout.format === 'zip') {
      const raw = path.join(outFolder, `${file.id}-download.zip`);
      const sink = await RawFileSink.open(raw, where.url, (r, t) => bar.update(r, t));
      got = await download(sink, common);
      bar.stop();
      if (got.status === 'unchanged')
        return { status: 'unchanged', cut: cachedOutputs(held, outFolder) };
      await sink.finish();
      say(`${label}: downloaded; cutting to the areas`);
      try {
        cut = await cutLocalFile(raw, cutOptions(args, where.vars, raw));
      } finally {
        // The cut files are what is kept: the archive would only fill the disk.
        await rm(raw, { force: true });
      }
    } else if (file.find.kind === 'epc-api') {
      cut = [await fetchPages(args, common, bar)];
      got = { status: 'fetched' as const };
    } else {
      const target = path.join(outFolder, fill(file.saveAs, where.vars));
      const sink = await CuttingSink.open(
        target,
        where.url,
        file,
        args.scope,
        args.fail(where.url),
        (r, t) => bar.update(r, t),
      );
      got = await download(sink, common);
      bar.stop();
      if (got.status === 'unchanged')
        return { status: 'unchanged', cut: cachedOutputs(held, outFolder) };
      await sink.finish();
      cut = [{ file: target, rowsRead: 0, rowsKept: sink.rowsKept }];
    }
  } finally {
    bar.stop();
  }
  if (got.status === 'fetched' && 'resumed' in got && got.resumed > 0) {
    say(
      `${label}: resumed ${got.resumed} time${got.resumed === 1 ? '' : 's'} after a broken connection`,
    );
  }
  const outputs = [];
  for (const c of cut) {
    outputs.push({
      file: path.basename(c.file),
      sha256: await sha256(c.file),
      bytes: (await stat(c.file)).size,
    });
  }
  args.cache[where.key] = {
    url: where.url,
    ...('etag' in got && got.etag ? { etag: got.etag } : {}),
    ...('lastModified' in got && got.lastModified ? { lastModified: got.lastModified } : {}),
    fetchedAt: new Date().toISOString(),
    areas: args.signature,
    outputs,
  };
  return { status: 'fetched', cut };
}

function cachedOutputs(held: CacheEntry | undefined, outFolder: string): CutOutput[] {
  return (held?.outputs ?? []).map((o) => ({
    file: path.join(outFolder, o.file),
    rowsRead: 0,
    rowsKept: 0,
  }));
}

/** The cut of a local file: its outputs' names, and police.uk's months. */
function cutOptions(
  args: Pick<
    FetchOneArgs,
    'file' | 'scope' | 'outFolder' | 'fail' | 'months' | 'state' | 'options' | 'dataset'
  >,
  vars: Record<string, string>,
  source: string,
) {
  const archive = /(\d{4})-(\d{2})\.zip$/i.exec(path.basename(source));
  const done = new Set(args.options.refresh ? (args.state?.policeMonths ?? []) : []);
  const first = archive
    ? monthsBack(new Date(Date.UTC(Number(archive[1]), Number(archive[2]) - 1, 1)), args.months).at(
        -1,
      )
    : undefined;
  return {
    spec: args.file,
    scope: args.scope,
    folder: args.outFolder,
    outputName: (entry: string) => fill(args.file.saveAs, { ...vars, entry }),
    entryWanted: (name: string) => {
      const month = /(\d{4}-\d{2})-[^/]*$/.exec(name)?.[1];
      if (!month || !first) return true;
      return month >= `${first.yyyy}-${first.mm}` && !done.has(month);
    },
    fail: args.fail,
  };
}

async function cutWithBar(
  source: string,
  dataset: DatasetSpec,
  file: FileSpec,
  scope: CutScope,
  outFolder: string,
  fail: (where: string) => (detail: string) => never,
  tty: boolean,
  months: number,
  state: GetState | undefined,
  now: Date,
): Promise<CutOutput[]> {
  const bar = createDownloadBar(`${dataset.name} ${path.basename(source)}`, tty);
  const vars: Record<string, string> = {};
  const dated = /(\d{4})-?(\d{2})-?(\d{2})?/.exec(path.basename(source));
  vars.yyyy = dated?.[1] ?? String(now.getUTCFullYear());
  vars.mm = dated?.[2] ?? pad(now.getUTCMonth() + 1);
  vars.dd = dated?.[3] ?? pad(now.getUTCDate());
  vars.district = 'from-folder';
  try {
    const options = cutOptions(
      {
        file,
        scope,
        outFolder,
        fail,
        months,
        state,
        options: { refresh: false } as DataGetOptions,
        dataset,
      },
      vars,
      source,
    );
    return await cutLocalFile(source, { ...options, progress: (r, t) => bar.update(r, t) });
  } finally {
    bar.stop();
  }
}

/** The EPC register's API: pages of CSV followed with X-Next-Search-After, one file. */
async function fetchPages(
  args: FetchOneArgs,
  common: Parameters<typeof download>[1],
  bar: ReturnType<typeof createDownloadBar>,
): Promise<CutOutput> {
  const target = path.join(args.outFolder, fill(args.file.saveAs, args.where.vars));
  await rm(`${target}.part.json`, { force: true });
  const out = await import('node:fs/promises').then((fs) => fs.open(`${target}.tmp`, 'w'));
  let kept = 0;
  let received = 0;
  let after: string | undefined;
  let first = true;
  try {
    for (let page = 0; page < 1000; page += 1) {
      const url = after ? `${common.url}&search-after=${encodeURIComponent(after)}` : common.url;
      const pageFile = `${target}.page`;
      await rm(`${pageFile}`, { force: true });
      await rm(`${pageFile}.part`, { force: true });
      await rm(`${pageFile}.part.json`, { force: true });
      const sink = await CuttingSink.open(
        pageFile,
        url,
        args.file,
        args.scope,
        args.fail(url),
        (r) => bar.update(received + r, undefined),
      );
      let next: string | undefined;
      const pageFetch: typeof fetch = async (input, init) => {
        const response = await (args.options.fetch ?? fetch)(input, init);
        next = response.headers.get('x-next-search-after') ?? undefined;
        return response;
      };
      await download(sink, { ...common, url, fetch: pageFetch });
      await sink.finish();
      received += sink.offset();
      kept += sink.rowsKept;
      const text = await readFile(pageFile);
      // Every page repeats the header: the file keeps the first.
      const body = first ? text : text.subarray(text.indexOf(0x0a) + 1);
      await out.write(body);
      await rm(pageFile, { force: true });
      first = false;
      if (!next) break;
      after = next;
    }
  } finally {
    await out.close();
  }
  const { rename } = await import('node:fs/promises');
  await rename(`${target}.tmp`, target);
  return { file: target, rowsRead: 0, rowsKept: kept };
}

/** The EPC register needs the user's own registration: kept in DATA_DIR/credentials.json. */
async function epcCredentials(
  options: DataGetOptions,
  say: (line: string) => void,
): Promise<EpcCredentials | undefined> {
  const file = path.join(options.dataDir, 'credentials.json');
  const held = (await readJson<{ epc?: EpcCredentials }>(file)) ?? {};
  if (held.epc?.email && held.epc.key) return held.epc;
  const asked = await options.askEpcCredentials?.();
  if (asked?.email && asked.key) {
    await writeFile(file, JSON.stringify({ ...held, epc: asked }, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
    say(`epc: credentials kept in ${file} (readable by you only)`);
    return asked;
  }
  say(
    'epc: skipped: the EPC register needs your own free registration ' +
      '(https://epc.opendatacommunities.org/login). Run this command on a terminal to enter ' +
      `your email and API key, or write them to ${file} as {"epc":{"email":"…","key":"…"}}.`,
  );
  return undefined;
}

async function* csvFields(file: string): AsyncGenerator<string[]> {
  for await (const record of readCsvRecords(createReadStream(file))) {
    if (record.ok) yield record.fields;
  }
}

/** Reads a cut postcode directory into what the other datasets are cut by. */
async function addToContext(
  built: AreaContextBuilder,
  file: string,
  spec: FileSpec,
): Promise<void> {
  if (!spec.layout.header) {
    // Code-Point Open: postcode, quality, easting, northing, country, region, LA ... (no LSOAs).
    for await (const fields of csvFields(file)) {
      built.add({
        postcode: fields[0] ?? '',
        codes: fields.slice(4, 10),
        lsoas: [],
        lat: NaN,
        lon: NaN,
      });
    }
    return;
  }
  let at: Record<string, number | undefined> | undefined;
  for await (const fields of csvFields(file)) {
    if (!at) {
      const names = fields.map((f) =>
        f
          .replace(/^\uFEFF/, '')
          .trim()
          .toLowerCase(),
      );
      const find = (...n: (string | RegExp)[]) => {
        for (const name of n) {
          const i = names.findIndex((x) => (typeof name === 'string' ? x === name : name.test(x)));
          if (i >= 0) return i;
        }
        return undefined;
      };
      at = {
        pc: find('pcds', 'pcd', 'pcd7'),
        la: find('oslaua', 'laua', /^lad\d\dcd$/),
        cty: find('oscty', 'cty', /^cty\d\dcd$/),
        rgn: find('rgn', /^rgn\d\dcd$/),
        ctry: find('ctry', /^ctry\d\dcd$/),
        lsoa11: find('lsoa11', /^lsoa11cd$/),
        lsoa21: find('lsoa21', /^lsoa21cd$/),
        lat: find('lat'),
        lon: find('long'),
      };
      continue;
    }
    const get = (k: string) => {
      const i = at?.[k];
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    built.add({
      postcode: get('pc'),
      codes: [get('la'), get('cty'), get('rgn'), get('ctry')],
      lsoas: [get('lsoa11'), get('lsoa21')],
      lat: Number(get('lat') || NaN),
      lon: Number(get('lon') || NaN),
    });
  }
}

/**
 * The database held the demo: its generated listings and sampled figures go (with the
 * estimates' calibration measured on them) before real data comes in, so that nothing shown
 * mixes the two. Returns whether it did.
 */
async function replaceDemo(handle: DatabaseHandle, say: (line: string) => void): Promise<boolean> {
  const { openBulkSession } = await import('../load/open-bulk-session.ts');
  const { emptyDemoTables, DATA_MODE_KEY } = await import('../demo/demo-database.ts');
  const session = await openBulkSession(handle);
  try {
    const { rows } = await session.sql.query<{ value: unknown }>(
      'SELECT value FROM app_settings WHERE key = $1',
      [DATA_MODE_KEY],
    );
    if (rows[0]?.value !== 'demo') return false;
    say('The database holds the demo dataset: removing it before the real data comes in.');
    await session.sql.query('BEGIN');
    await emptyDemoTables(session.sql);
    await session.sql.query('DELETE FROM estimate_calibration');
    await session.sql.query(`DELETE FROM app_settings WHERE key IN ($1, 'demo.calibrated')`, [
      DATA_MODE_KEY,
    ]);
    await session.sql.query('COMMIT');
    return true;
  } catch (error) {
    await session.sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await session.release();
  }
}

/** The app says "real data" from now on (GET /api/health's dataMode; no demo notice). */
async function markReal(handle: DatabaseHandle): Promise<void> {
  const { DATA_MODE_KEY } = await import('../demo/demo-database.ts');
  const { sql } = await import('kysely');
  await sql`INSERT INTO app_settings (key, value, updated_at) VALUES (${DATA_MODE_KEY}, '"real"'::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(handle.db);
}
