import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  open,
  readFile,
  rename,
  rm,
  stat,
  truncate,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { RowCutter, type CutScope } from './cut-rows.ts';
import type { DownloadSink } from './http-fetch.ts';
import type { FileSpec } from './manifest.ts';

/**
 * Where a download's bytes go. A zip is kept as it comes (`<name>.part`, renamed when whole),
 * since its entries can only be cut once it is complete; a CSV is cut to the areas as it
 * streams (`<name>.part` holds only the kept records, `<name>.part.json` how far the
 * publisher's file was read), so a 5 GB file for one town never lands on the disk. Both
 * resume from their part after a broken connection, in this run or the next.
 */

export interface Progress {
  (received: number, total: number | undefined): void;
}

interface PartState {
  url: string;
  validator?: string;
  consumed: number;
  written: number;
  header?: string;
  total?: number;
}

async function size(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function readState(file: string): Promise<PartState | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PartState;
  } catch {
    return undefined;
  }
}

/** The bytes of the publisher's file as they come, into `<target>.part`. */
export class RawFileSink implements DownloadSink {
  private handle: FileHandle | undefined;
  private written = 0;
  private state: PartState;
  private total: number | undefined;

  private constructor(
    readonly target: string,
    url: string,
    state: PartState | undefined,
    written: number,
    private readonly progress: Progress,
  ) {
    const same = state?.url === url && state.written === written;
    this.state = same ? state : { url, consumed: 0, written: 0 };
    this.written = same ? written : 0;
    this.total = this.state.total;
  }

  static async open(target: string, url: string, progress: Progress): Promise<RawFileSink> {
    const state = await readState(`${target}.part.json`);
    return new RawFileSink(target, url, state, await size(`${target}.part`), progress);
  }

  offset() {
    return this.written;
  }
  validator() {
    return this.state.validator;
  }
  async restart(validator: string | undefined, total: number | undefined) {
    await this.handle?.close();
    this.handle = await open(`${this.target}.part`, 'w');
    this.written = 0;
    this.total = total;
    this.state = { url: this.state.url, validator, consumed: 0, written: 0, total };
    await this.save();
  }
  resume(total: number | undefined) {
    this.total = total ?? this.total;
  }
  async write(chunk: Buffer) {
    this.handle ??= await open(`${this.target}.part`, 'a');
    await this.handle.write(chunk);
    this.written += chunk.length;
    this.progress(this.written, this.total);
  }
  async interrupted() {
    await this.handle?.close();
    this.handle = undefined;
    await this.save();
  }
  private async save() {
    await writeFile(
      `${this.target}.part.json`,
      JSON.stringify({ ...this.state, written: this.written }),
    );
  }
  /** The whole file is here: `<target>` it is. */
  async finish(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    await rename(`${this.target}.part`, this.target);
    await rm(`${this.target}.part.json`, { force: true });
  }
}

/** The kept records of a CSV cut as it streams, into `<target>.part`. */
export class CuttingSink implements DownloadSink {
  private handle: FileHandle | undefined;
  private cutter: RowCutter;
  private written: number;
  private state: PartState;
  private total: number | undefined;
  private savedAt = 0;

  private constructor(
    readonly target: string,
    url: string,
    private readonly spec: Pick<FileSpec, 'layout' | 'filter'>,
    private readonly scope: CutScope,
    private readonly fail: (detail: string) => never,
    state: PartState | undefined,
    private readonly progress: Progress,
  ) {
    const same = state?.url === url;
    this.state = same ? state : { url, consumed: 0, written: 0 };
    this.written = this.state.written;
    this.total = this.state.total;
    this.cutter = this.newCutter();
  }

  private newCutter() {
    const header = this.state.header ? Buffer.from(this.state.header, 'base64') : undefined;
    return new RowCutter(this.spec, this.scope, this.fail, {
      consumed: this.state.consumed,
      ...(header ? { header } : {}),
    });
  }

  static async open(
    target: string,
    url: string,
    spec: Pick<FileSpec, 'layout' | 'filter'>,
    scope: CutScope,
    fail: (detail: string) => never,
    progress: Progress,
  ): Promise<CuttingSink> {
    let state = await readState(`${target}.part.json`);
    // The part may hold records written after the state was last saved: cut them off.
    if (state && (await size(`${target}.part`)) < state.written) state = undefined;
    if (state) await truncate(`${target}.part`, state.written);
    return new CuttingSink(target, url, spec, scope, fail, state, progress);
  }

  get rowsKept() {
    return this.cutter.rowsKept;
  }
  offset() {
    return this.cutter.consumed;
  }
  validator() {
    return this.state.validator;
  }
  async restart(validator: string | undefined, total: number | undefined) {
    await this.handle?.close();
    this.handle = await open(`${this.target}.part`, 'w');
    this.written = 0;
    this.total = total;
    this.state = { url: this.state.url, validator, consumed: 0, written: 0, total };
    this.cutter = this.newCutter();
    await this.save();
  }
  resume(total: number | undefined) {
    this.total = total ?? this.total;
  }
  async write(chunk: Buffer) {
    this.handle ??= await open(`${this.target}.part`, 'a');
    for (const piece of this.cutter.push(chunk)) {
      await this.handle.write(piece);
      this.written += piece.length;
    }
    this.progress(this.cutter.consumed, this.total);
    if (Date.now() - this.savedAt > 1000) await this.save();
  }
  async interrupted() {
    this.cutter.dropPartial();
    await this.handle?.close();
    this.handle = undefined;
    await this.save();
  }
  private async save() {
    this.savedAt = Date.now();
    const header = this.cutter.header?.toString('base64');
    await writeFile(
      `${this.target}.part.json`,
      JSON.stringify({
        ...this.state,
        consumed: this.cutter.consumed,
        written: this.written,
        total: this.total,
        ...(header ? { header } : {}),
      }),
    );
  }
  async finish(): Promise<void> {
    this.handle ??= await open(`${this.target}.part`, 'a');
    for (const piece of this.cutter.end()) await this.handle.write(piece);
    await this.handle.close();
    this.handle = undefined;
    await rename(`${this.target}.part`, this.target);
    await rm(`${this.target}.part.json`, { force: true });
  }
}

/** SHA-256 of a file, streamed. */
export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
