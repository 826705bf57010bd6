import type { BulkSession } from '@yardstick/engine/load/bulk-session';
import { encodeCopyRow } from '@yardstick/engine/load/copy-text';
import type { ColumnOf, CopyValue, TableName } from '@yardstick/engine/importers/importer';

/**
 * Streams generated rows of one table into the database with COPY, a batch at a time, so
 * memory stays flat however many rows the scale asks for. The demo loads into freshly
 * emptied tables, so it COPYs straight into the target (no staging and merge).
 */
export class TableWriter<T extends TableName, C extends ColumnOf<T> = ColumnOf<T>> {
  private lines: string[] = [];
  private bytes = 0;
  private parents: { flush(): Promise<void> }[] = [];
  rows = 0;

  constructor(
    private readonly session: BulkSession,
    readonly table: T,
    readonly columns: readonly C[],
    private readonly batchRows = 20_000,
    private readonly batchBytes = 16 * 1024 * 1024,
  ) {}

  /**
   * Tables this one references by foreign key: their queued rows are written before each of
   * this table's batches, so a child row never reaches the database before its parent.
   */
  after(...parents: { flush(): Promise<void> }[]): this {
    this.parents.push(...parents);
    return this;
  }

  /** Queues a row (columns not given are NULL); flushes when the batch is full. */
  async add(row: Partial<Record<C, CopyValue>>): Promise<void> {
    const line = `${encodeCopyRow(row, this.columns)}\n`;
    this.lines.push(line);
    this.bytes += line.length;
    this.rows++;
    if (this.lines.length >= this.batchRows || this.bytes >= this.batchBytes) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    for (const parent of this.parents) await parent.flush();
    const chunk = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    await this.session.copyIn(this.table, this.columns, [chunk]);
  }
}

/** Writes one row per item into `table` and returns the number of rows written. */
export async function writeTable<T extends TableName, C extends ColumnOf<T>, I>(
  session: BulkSession,
  table: T,
  columns: readonly C[],
  items: Iterable<I>,
  toRow: (item: I) => Partial<Record<C, CopyValue>>,
): Promise<number> {
  const writer = new TableWriter(session, table, columns);
  for (const item of items) await writer.add(toRow(item));
  await writer.flush();
  return writer.rows;
}
