/**
 * The COPY text of one target's rows waiting for the next flush: each line is the row's
 * values, a tab, its operation ('u' or 'd') and a newline. Lines are joined into chunks of
 * about a megabyte, so a batch is a few large strings rather than many small ones.
 */
const CHUNK_CHARS = 1 << 20;

/** Marks the end of an upsert line: a raw tab or newline never occurs inside a value. */
const UPSERT_END = '\tu\n';

export class PendingBatch {
  private chunks: string[] = [];
  private lines: string[] = [];
  private chars = 0;
  rows = 0;
  deletes = 0;

  add(copy: string, op: 'u' | 'd'): void {
    this.lines.push(copy, op === 'd' ? '\td\n' : UPSERT_END);
    this.chars += copy.length + 3;
    this.rows += 1;
    if (op === 'd') this.deletes += 1;
    if (this.chars >= CHUNK_CHARS) this.seal();
  }

  /** Joins the lines so far into one flat chunk (cheaper to hold and to send than a rope). */
  private seal(): void {
    this.chunks.push(this.lines.join(''));
    this.lines = [];
    this.chars = 0;
  }

  take(): TakenBatch {
    if (this.lines.length > 0) this.seal();
    const taken = new TakenBatch(this.chunks, this.rows, this.deletes);
    this.chunks = [];
    this.rows = 0;
    this.deletes = 0;
    return taken;
  }
}

export class TakenBatch {
  constructor(
    /** Lines with their operation column, for the staging table. */
    readonly chunks: string[],
    readonly rows: number,
    readonly deletes: number,
  ) {}

  /** The same lines without the operation column (a batch of upserts only), for the target. */
  withoutOperation(): string[] {
    return this.chunks.map((chunk) => chunk.replaceAll(UPSERT_END, '\n'));
  }
}
