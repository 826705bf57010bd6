import { createHash } from 'node:crypto';
import {
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { DatabaseHandle } from '@yardstick/db/database';
import { loadImporter } from '../importers/registry.ts';
import type { Importer } from '../importers/importer.ts';
import { EveryRowRejectedError, runImport, type ImportSummary } from '../load/run-import.ts';
import { feedImporter, type FeedFileOutcome } from './feed-importer.ts';
import { finishRun, updateRun, type FeedRow, type FeedRunRow } from './feeds-store.ts';

/** What a run needs besides the database: where pictures go, and whether to derive after. */
export interface FeedSettings {
  /** DATA_DIR/media, which the app serves at /media/: a zip's pictures go under feeds/<name>/. */
  mediaDir: string;
  /** Run the (incremental) derive after a run that changed listings (default true). */
  derive?: boolean;
  /** Progress lines (the CLI prints them). */
  log?(line: string): void;
  /** How a URL feed fetches (tests may pass their own); default the global fetch. */
  fetch?: typeof fetch;
}

export interface FeedRunResult {
  runId: number;
  status: 'succeeded' | 'failed';
  files: number;
  filesFailed: number;
  rowsRead: number;
  rowsNew: number;
  rowsUpdated: number;
  rowsWithdrawn: number;
  rowsRejected: number;
  rejections: { file: string; line: number; reason: string }[];
  derived: boolean;
  error: string | null;
}

const MAX_REJECTIONS = 20;
const HEARTBEAT_MS = 60_000;
const PICTURE = /\.(jpe?g|png|gif|webp)$/i;
const KINDS: Record<FeedRow['kind'], { source: 'blm' | 'listings-jsonl'; accepts: RegExp }> = {
  blm: { source: 'blm', accepts: /\.(blm|zip)$/i },
  jsonl: { source: 'listings-jsonl', accepts: /\.(jsonl|ndjson)$/i },
};

export function isUrlLocation(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/** The files waiting in a drop folder (not in done/ or failed/), oldest name first. */
export async function waitingFiles(folder: string, kind: FeedRow['kind']): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && KINDS[kind].accepts.test(e.name) && !e.name.startsWith('.'))
    .map((e) => path.join(folder, e.name))
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** Moves a file into done/ or failed/ beside it (a name already there gets a time suffix). */
async function moveTo(file: string, folder: 'done' | 'failed', reason?: string): Promise<string> {
  const dir = path.join(path.dirname(file), folder);
  await mkdir(dir, { recursive: true });
  let target = path.join(dir, path.basename(file));
  if (await exists(target)) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    target = path.join(dir, `${stamp}_${path.basename(file)}`);
  }
  await rename(file, target);
  if (reason !== undefined) await writeFile(`${target}.reason.txt`, `${reason}\n`);
  return target;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A BLM file is whole when it ends with #END# (exporters write it last). */
async function endsWithEnd(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 256);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return /#END#\s*$/i.test(buffer.toString('latin1'));
  } finally {
    await handle.close();
  }
}

/** A zip's .blm (exactly one) written to `workDir`, and its pictures copied to `pictureDir`. */
async function unpackZip(
  zipFile: string,
  workDir: string,
  pictureDir: string,
  urlPrefix: string,
): Promise<{ blm: string; images: Map<string, string> }> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(await readFile(zipFile)));
  } catch (error) {
    throw new Error(
      `not a readable zip: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  const blms = names.filter((n) => /\.blm$/i.test(n));
  if (blms.length !== 1) {
    throw new Error(`a zip must hold exactly one .blm file (it holds ${blms.length})`);
  }
  const blm = path.join(workDir, path.basename(blms[0] as string));
  await writeFile(blm, entries[blms[0] as string] as Uint8Array);
  const images = new Map<string, string>();
  const pictures = names.filter((n) => PICTURE.test(n));
  if (pictures.length > 0) await mkdir(pictureDir, { recursive: true });
  for (const name of pictures) {
    // Only the base name, so a crafted entry (../../x) cannot write outside the folder.
    const base = path.basename(name);
    if (base.startsWith('.')) continue;
    await writeFile(path.join(pictureDir, base), entries[name] as Uint8Array);
    images.set(base, `${urlPrefix}/${encodeURIComponent(base)}`);
  }
  return { blm, images };
}

interface Totals extends Omit<FeedRunResult, 'runId' | 'status' | 'derived' | 'error'> {
  kbDone: number;
  kbTotal: number;
}

/**
 * Runs one claimed run of a feed to its end: a drop folder's waiting files one by one (each
 * imported once through the importer, then moved to done/ or failed/ with a .reason.txt), or
 * a URL's body when it changed; then the derive when listings changed. The run's row is kept
 * up to date as it goes (progress, counts) and finished; the result is returned. Never
 * throws for a feed's own failure (it is the run's error); throws only if the database fails.
 */
export async function runClaimedFeed(
  handle: DatabaseHandle,
  feed: FeedRow,
  run: FeedRunRow,
  settings: FeedSettings,
): Promise<FeedRunResult> {
  const runId = Number(run.id);
  const log = settings.log ?? (() => undefined);
  const totals: Totals = {
    files: 0,
    filesFailed: 0,
    rowsRead: 0,
    rowsNew: 0,
    rowsUpdated: 0,
    rowsWithdrawn: 0,
    rowsRejected: 0,
    rejections: [],
    kbDone: 0,
    kbTotal: 0,
  };
  const save = (extra: Record<string, unknown> = {}) =>
    updateRun(handle.db, runId, {
      files: totals.files,
      files_failed: totals.filesFailed,
      rows_read: totals.rowsRead,
      rows_new: totals.rowsNew,
      rows_updated: totals.rowsUpdated,
      rows_withdrawn: totals.rowsWithdrawn,
      rows_rejected: totals.rowsRejected,
      rejections: JSON.stringify(totals.rejections),
      ...extra,
    });
  let error: string | null = null;
  let derived = false;
  // The heartbeat says the run is alive through long steps too (a large derive), so another
  // process never takes it for abandoned (decision 0018).
  const beat = setInterval(() => {
    void updateRun(handle.db, runId, {}).catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    const importer = await loadImporter(KINDS[feed.kind].source);
    if (!importer) throw new Error(`the ${feed.kind} importer is not available`);
    const context: FileContext = { handle, feed, runId, settings, importer, totals, save, log };
    if (isUrlLocation(feed.location)) {
      await runUrl(context);
    } else {
      await runFolder(context);
    }
    await save({ message: null });
    if (
      settings.derive !== false &&
      totals.rowsNew + totals.rowsUpdated + totals.rowsWithdrawn > 0
    ) {
      await updateRun(handle.db, runId, { message: 'deriving the figures of what changed' });
      log('deriving the figures of what changed');
      // The derive of what changed, as after a push: the new listings join their homes, then
      // the incremental derive in one transaction under the derive's lock (ingest.public.ts).
      const { deriveChanged } = await import('../ingest/ingest.public.ts');
      await deriveChanged(handle);
      derived = true;
      await updateRun(handle.db, runId, { message: null });
    }
    if (totals.filesFailed > 0) error = `${totals.filesFailed} file(s) failed: see failed/`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  clearInterval(beat);
  const status = error === null ? 'succeeded' : 'failed';
  await finishRun(handle.db, runId, status, error);
  const { kbDone: _d, kbTotal: _t, ...counts } = totals;
  return { runId, status, ...counts, derived, error };
}

interface FileContext {
  handle: DatabaseHandle;
  feed: FeedRow;
  runId: number;
  settings: FeedSettings;
  importer: Importer;
  totals: Totals;
  save(extra?: Record<string, unknown>): Promise<void>;
  log(line: string): void;
}

async function runFolder(c: FileContext): Promise<void> {
  const folder = c.feed.location;
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`the drop folder ${folder} does not exist`);
  const files = await waitingFiles(folder, c.feed.kind);
  if (files.length === 0) {
    c.log(`${c.feed.name}: no files waiting in ${folder}`);
    return;
  }
  for (const file of files) c.totals.kbTotal += Math.ceil((await stat(file)).size / 1024);
  await c.save({ progress_done: 0, progress_total: c.totals.kbTotal });
  for (const file of files) {
    const name = path.basename(file);
    const kb = Math.ceil((await stat(file)).size / 1024);
    c.totals.files += 1;
    try {
      const summary = await importOne(c, file, name);
      await moveTo(file, 'done');
      c.log(describe(name, summary));
    } catch (error) {
      c.totals.filesFailed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await moveTo(file, 'failed', reason);
      c.log(`${name}: failed, moved to failed/: ${reason}`);
    }
    c.totals.kbDone += kb;
    await c.save({ progress_done: c.totals.kbDone, progress_total: c.totals.kbTotal });
  }
}

function describe(name: string, s: ImportSummary & { withdrawn?: number }): string {
  if (s.skipped) return `${name}: imported before (same checksum), nothing to do; moved to done/`;
  return `${name}: ${s.rows} rows read, ${s.inserted} new, ${s.updated} updated, ${s.rejected} rejected; moved to done/`;
}

/** Imports one file (a zip's .blm, or the file itself) into the totals; throws when it failed. */
async function importOne(c: FileContext, file: string, name: string): Promise<ImportSummary> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'yardstick-feed-'));
  try {
    let target = file;
    let images: Map<string, string> | undefined;
    if (/\.zip$/i.test(file)) {
      const pictureDir = path.join(c.settings.mediaDir, 'feeds', c.feed.name);
      ({ blm: target, images } = await unpackZip(
        file,
        work,
        pictureDir,
        `/media/feeds/${c.feed.name}`,
      ));
    }
    const whole = c.feed.kind === 'blm' ? await endsWithEnd(target) : true;
    const outcome: FeedFileOutcome = { withdrawn: 0, sources: [], created: 0 };
    const mark = await c.handle.db
      .selectFrom('listing_events')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
      .executeTakeFirst();
    const importer = feedImporter(
      c.importer,
      {
        feedId: c.feed.id,
        full: c.feed.full_snapshot,
        whole,
        eventsAfter: Number(mark?.id ?? 0),
        ...(images ? { images } : {}),
      },
      outcome,
    );
    const before = { ...c.totals };
    let lastSave = Date.now();
    let summary: ImportSummary;
    try {
      summary = await runImport(c.handle, importer, target, {
        maxErrors: MAX_REJECTIONS,
        skipUnchanged: true,
        onProgress: (p) => {
          c.totals.rowsRead = before.rowsRead + p.rows;
          const now = Date.now();
          if (now - lastSave < 1000) return;
          lastSave = now;
          void c
            .save({
              progress_done: before.kbDone + Math.floor(p.bytesRead / 1024),
              progress_total: c.totals.kbTotal,
            })
            .catch(() => undefined);
        },
      });
    } catch (error) {
      c.totals.rowsRead = before.rowsRead;
      if (error instanceof EveryRowRejectedError) {
        c.totals.rowsRead += error.summary.rows;
        c.totals.rowsRejected += error.summary.rejected;
        addRejections(c, name, error.summary.errors);
      }
      throw error;
    }
    c.totals.rowsRead = before.rowsRead + summary.rows;
    // New: the listings the file added; updated: the rows it changed otherwise (listings and
    // the agents a feed names), withdrawals apart.
    c.totals.rowsNew += outcome.created;
    c.totals.rowsUpdated += summary.updated - outcome.withdrawn;
    c.totals.rowsWithdrawn += outcome.withdrawn;
    c.totals.rowsRejected += summary.rejected;
    addRejections(c, name, summary.errors);
    return summary;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function addRejections(c: FileContext, file: string, errors: { line: number; reason: string }[]) {
  for (const e of errors) {
    if (c.totals.rejections.length >= MAX_REJECTIONS) return;
    c.totals.rejections.push({ file, line: e.line, reason: e.reason });
  }
}

/**
 * A URL feed: fetches the URL with the ETag and Last-Modified of the last body imported
 * (304: nothing to do), skips a body whose SHA-256 is the last one's, else imports it (a zip
 * when it is one) and remembers the three.
 */
async function runUrl(c: FileContext): Promise<void> {
  const { feed } = c;
  const headers: Record<string, string> = {};
  if (feed.url_etag) headers['if-none-match'] = feed.url_etag;
  if (feed.url_last_modified) headers['if-modified-since'] = feed.url_last_modified;
  const doFetch = c.settings.fetch ?? fetch;
  const response = await doFetch(feed.location, { headers, redirect: 'follow' });
  if (response.status === 304) {
    c.log(`${feed.name}: not modified since the last import`);
    return;
  }
  if (!response.ok) throw new Error(`GET ${feed.location} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const checksum = createHash('sha256').update(body).digest('hex');
  const remember = () =>
    c.handle.db
      .updateTable('feeds')
      .set({
        url_etag: response.headers.get('etag'),
        url_last_modified: response.headers.get('last-modified'),
        url_checksum: checksum,
      })
      .where('id', '=', feed.id)
      .execute();
  if (checksum === feed.url_checksum) {
    await remember();
    c.log(`${feed.name}: the body is unchanged since the last import`);
    return;
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'yardstick-feed-url-'));
  try {
    const zip = body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const extension = zip ? 'zip' : feed.kind === 'blm' ? 'blm' : 'jsonl';
    const fromUrl = path.basename(new URL(feed.location).pathname).replace(/\.[^.]*$/, '');
    const name = `${fromUrl || feed.name}.${extension}`;
    const file = path.join(work, name);
    await writeFile(file, body);
    c.totals.kbTotal = Math.ceil(body.length / 1024);
    c.totals.files = 1;
    await c.save({ progress_done: 0, progress_total: c.totals.kbTotal });
    const summary = await importOne(c, file, name);
    c.log(describe(name, summary).replace('; moved to done/', ''));
    c.totals.kbDone = c.totals.kbTotal;
    await remember();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
