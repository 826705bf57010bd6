import { createReadStream } from 'node:fs';
import { open, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { RowCutter, type CutScope } from './cut-rows.ts';
import type { FileSpec } from './manifest.ts';
import type { Progress } from './sinks.ts';

/**
 * Cuts a file already on this disk (a complete zip download, or a file of `--from`) to the
 * areas: a CSV (or .csv.gz) as it is read, a zip entry by entry as it is inflated, each
 * entry the layout's pattern names going to its own file. Nothing is held but the record
 * being read and the inflated chunk.
 */

export interface CutOutput {
  file: string;
  rowsRead: number;
  rowsKept: number;
}

export interface CutLocalOptions {
  spec: Pick<FileSpec, 'layout' | 'filter' | 'saveAs'>;
  scope: CutScope;
  /** The folder the cut files go to. */
  folder: string;
  /** The name of a CSV's output ({entry} is the zip entry's base name). */
  outputName(entry: string): string;
  /** Which zip entries to read besides the layout's pattern (e.g. police.uk's last months). */
  entryWanted?(name: string): boolean;
  fail(where: string): (detail: string) => never;
  progress?: Progress;
}

class Output {
  private handle: Awaited<ReturnType<typeof open>> | undefined;
  readonly cutter: RowCutter;
  constructor(
    readonly file: string,
    spec: CutLocalOptions['spec'],
    scope: CutScope,
    fail: (detail: string) => never,
  ) {
    this.cutter = new RowCutter(spec, scope, fail);
  }
  async write(pieces: Buffer[]) {
    this.handle ??= await open(`${this.file}.part`, 'w');
    for (const piece of pieces) await this.handle.write(piece);
  }
  async finish(): Promise<CutOutput> {
    await this.write(this.cutter.end());
    await this.handle?.close();
    await rename(`${this.file}.part`, this.file);
    return { file: this.file, rowsRead: this.cutter.rowsRead, rowsKept: this.cutter.rowsKept };
  }
}

export async function cutLocalFile(file: string, options: CutLocalOptions): Promise<CutOutput[]> {
  const total = (await stat(file)).size;
  let read = 0;
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  raw.on('data', (chunk) => {
    read += chunk.length;
    options.progress?.(read, total);
  });
  if (/\.zip$/i.test(file)) return cutZip(raw, file, options);
  const name = path.basename(file).replace(/\.gz$/i, '');
  const output = new Output(
    path.join(options.folder, options.outputName(name)),
    options.spec,
    options.scope,
    options.fail(file),
  );
  const stream = /\.gz$/i.test(file) ? raw.pipe(createGunzip()) : raw;
  for await (const chunk of stream) await output.write(output.cutter.push(chunk as Buffer));
  return [await output.finish()];
}

async function cutZip(
  raw: AsyncIterable<unknown>,
  file: string,
  options: CutLocalOptions,
): Promise<CutOutput[]> {
  const pattern = new RegExp(options.spec.layout.entry ?? '\\.csv$', 'i');
  const done: CutOutput[] = [];
  const open: { output: Output; pieces: Buffer[]; final: boolean }[] = [];
  let failure: unknown;
  const unzip = new Unzip((entry: UnzipFile) => {
    if (!pattern.test(entry.name) || !(options.entryWanted?.(entry.name) ?? true)) return;
    const target = path.join(options.folder, options.outputName(path.posix.basename(entry.name)));
    const item = {
      output: new Output(
        target,
        options.spec,
        options.scope,
        options.fail(`${file} (${entry.name})`),
      ),
      pieces: [] as Buffer[],
      final: false,
    };
    open.push(item);
    entry.ondata = (error, data, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      try {
        item.pieces.push(...item.output.cutter.push(Buffer.from(data)));
      } catch (cutError) {
        failure ??= cutError;
      }
      if (final) item.final = true;
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const drain = async () => {
    if (failure) throw failure;
    for (const item of [...open]) {
      const pieces = item.pieces.splice(0);
      await item.output.write(pieces);
      if (item.final) {
        open.splice(open.indexOf(item), 1);
        done.push(await item.output.finish());
      }
    }
  };
  for await (const chunk of raw) {
    unzip.push(chunk as Uint8Array);
    await drain();
  }
  unzip.push(new Uint8Array(0), true);
  await drain();
  if (open.length > 0) throw new Error(`${file}: the zip ends inside ${open.length} entry`);
  if (done.length === 0) {
    options.fail(file)(`no entry matching ${pattern.source} in the zip`);
  }
  return done;
}
