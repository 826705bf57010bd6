import type { Readable } from 'node:stream';
import type { Database } from '@yardstick/db/schema';
import type { SqlRunner } from '@yardstick/db/sql-runner';

/**
 * The contract between one open-data format and the bulk loader (packages/engine/src/load/).
 *
 * An importer only parses: it turns a byte stream into rows for one or more target tables,
 * or rejections with their line numbers. The loader does the rest (batching, COPY into a
 * staging table, INSERT ... ON CONFLICT DO UPDATE into the target, counting, the `imports`
 * log), so every source is idempotent and streams in constant memory.
 *
 * Each source lives in packages/engine/src/importers/<source>/ (parser, importer definition,
 * fixtures, test) and is registered in importers/registry.ts.
 */

export type SourceName =
  | 'ppd'
  | 'hpi'
  | 'nspl'
  | 'onspd'
  | 'codepoint'
  | 'police'
  | 'imd'
  | 'epc'
  | 'schools'
  | 'naptan'
  | 'blm'
  | 'listings-jsonl';

export type TableName = keyof Database & string;

/** A column of a target table, checked against packages/db/src/schema.ts. */
export type ColumnOf<T extends TableName> = keyof Database[T] & string;

/**
 * A value the loader can write with COPY: strings, finite numbers, booleans, bigints,
 * Dates (written as ISO timestamps; for `date` columns prefer a 'YYYY-MM-DD' string),
 * string arrays (text[] columns), other objects as JSON (jsonb columns), null/undefined
 * as NULL.
 */
export type CopyValue =
  | string
  | number
  | bigint
  | boolean
  | Date
  | readonly (string | null)[]
  | Record<string, unknown>
  | null
  | undefined;

export type StagedRow = Record<string, CopyValue>;

/** What to do with a parsed row: insert or update it (default), or delete by its key. */
export type RowOperation = 'upsert' | 'delete';

export interface ParsedRow<Row extends StagedRow = StagedRow> {
  kind: 'row';
  /** 1-based line number in the file (the first line of a multi-line record). */
  line: number;
  row: Row;
  /** Default 'upsert'. For 'delete' only the conflict key columns of the row are used. */
  op?: RowOperation;
  /** Key of `Importer.extraTargets` when the row is not for the main target. */
  target?: string;
  /**
   * Set when the row is imported but something in it was not understood and replaced by a
   * safe value (e.g. a new feed code read as "Other"): reported, never lost.
   */
  warning?: string;
}

export interface RejectedRow {
  kind: 'rejected';
  line: number;
  reason: string;
}

/**
 * A row already encoded as COPY text, for sources where speed matters (tens of millions of
 * rows): the values of the target's `columns` (then `stagingOnly`) in order, encoded as
 * load/copy-text.ts does (tab-separated, \N for NULL, escaped), without a newline.
 */
export interface EncodedRow {
  kind: 'encoded';
  line: number;
  copy: string;
  op?: RowOperation;
  target?: string;
}

export type ParseResult<Row extends StagedRow = StagedRow> =
  ParsedRow<Row> | EncodedRow | RejectedRow;

export interface ParseContext {
  /** Absolute path of the file being read. */
  file: string;
  /** Base name of the file (some formats are recognised by it, e.g. a monthly change file). */
  fileName: string;
}

/**
 * The SQL session a hook runs on: the same connection as the import, with the batch's
 * staging table (`staging`, a temporary table holding the target's columns plus `_seq`,
 * the order rows were read, and `_op`, 'u' upsert or 'd' delete) filled. Hooks run inside
 * the batch's transaction, so they see and change exactly what the batch does.
 */
export interface MergeContext {
  sql: SqlRunner;
  staging: string;
  table: TableName;
  importId: number;
  source: SourceName;
  fileName: string;
}

/** Where one kind of row goes: a table, the columns supplied, the key merged on. */
export interface TableTarget<T extends TableName> {
  table: T;
  /** The target columns the importer supplies (with `stagingOnly`, every key of its rows). */
  columns: readonly ColumnOf<T>[];
  /**
   * Columns that exist only in the staging table, for `computed` expressions and hooks (e.g.
   * an agent's feed reference to resolve `agent_id`): name -> SQL type. Rows supply them too.
   */
  stagingOnly?: Readonly<Record<string, string>>;
  /**
   * Target columns set from a SQL expression over the staging row, aliased `s`, instead of
   * from the file, e.g. { agent_id: "(SELECT id FROM agents a WHERE a.source = s.source AND
   * a.source_ref = s.agent_ref)" }. Merged like the other columns.
   */
  computed?: Readonly<Partial<Record<ColumnOf<T>, string>>>;
  /** The unique key rows are merged on (a primary key or unique constraint of the table). */
  conflictKey: readonly ColumnOf<T>[];
  /** Columns overwritten when the key exists; default: every column outside the key. */
  updateColumns?: readonly ColumnOf<T>[];
  /**
   * An extra target whose rows are records of the file of their own, not a by-product of a
   * main row (the UK HPI app download's months): they count as rows read.
   */
  holdsRecords?: boolean;
  /**
   * Update columns a NULL from the file does not overwrite: the value held stays. For files
   * that carry only some of a table's series (the UK HPI app download beside the full file).
   */
  keepWhenNull?: readonly ColumnOf<T>[];
  /**
   * Keep every key merged during the whole import in a temporary table (its name is given
   * to `Importer.finish` through `seenTable`), e.g. to withdraw listings absent from a full
   * feed. Costs one insert per row; leave off unless `finish` needs it.
   */
  trackKeys?: boolean;
  /** Runs before the batch is merged (e.g. record price changes against the old rows). */
  beforeMerge?(ctx: MergeContext): Promise<void>;
  /** Runs after the batch is merged. */
  afterMerge?(ctx: MergeContext): Promise<void>;
}

/** A TableTarget of any table (`TargetSpec<'sold_prices'>` for one table). */
export type TargetSpec<T extends TableName = TableName> = T extends TableName
  ? TableTarget<T>
  : never;

/** The same spec with column names as plain strings, as the loader reads it. */
export interface LooseTargetSpec {
  table: TableName;
  columns: readonly string[];
  stagingOnly?: Readonly<Record<string, string>>;
  computed?: Readonly<Record<string, string | undefined>>;
  conflictKey: readonly string[];
  updateColumns?: readonly string[];
  keepWhenNull?: readonly string[];
  holdsRecords?: boolean;
  trackKeys?: boolean;
  beforeMerge?(ctx: MergeContext): Promise<void>;
  afterMerge?(ctx: MergeContext): Promise<void>;
}

export function looseTarget(spec: TargetSpec): LooseTargetSpec {
  return spec as LooseTargetSpec;
}

export interface ImportCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

export interface FinishContext {
  sql: SqlRunner;
  importId: number;
  source: SourceName;
  file: string;
  fileName: string;
  /** The temporary table of keys merged into a target with `trackKeys` (by target key). */
  seenTable(target?: string): string;
}

export interface Importer<Row extends StagedRow = StagedRow> {
  source: SourceName;
  /** One line for `--help`: the format this importer reads. */
  description: string;
  /** When given a folder, which files to import (by base name); default: every file. */
  accepts?(fileName: string): boolean;
  /** The main table rows go to (rows without `target`). */
  target: TargetSpec;
  /**
   * Other tables the same file feeds (e.g. agents from a listings feed), merged in the order
   * given, each before the main target within a batch. Rows name theirs with `target`.
   */
  extraTargets?: Record<string, TargetSpec>;
  /** Rows per batch (one COPY and one merge transaction each); default from the loader. */
  batchSize?: number;
  /** The dataset version recorded in `imports`, e.g. '2025-06'; default: a date in the file name. */
  vintage?(fileName: string): string | undefined;
  /**
   * Reads the file. Must stream: never hold the whole file in memory. May yield results one
   * by one or in arrays (a run of consecutive results, cheaper for very large files).
   */
  parse(
    input: Readable,
    context: ParseContext,
  ): AsyncIterable<ParseResult<Row> | readonly ParseResult<Row>[]>;
  /**
   * Checks rows of the main target against the database before they are written (the
   * listings: a postcode the directory does not hold): a reason per row rejects it, on its
   * line, with that reason; undefined takes it. Called with runs of rows, between writes.
   */
  screen?(sql: SqlRunner, rows: readonly ParsedRow<Row>[]): Promise<(string | undefined)[]>;
  /** Runs once after every batch merged (e.g. withdraw what a full feed no longer lists). */
  finish?(context: FinishContext): Promise<Partial<ImportCounts> | void>;
}

/** Helper that keeps the row type of a single-target importer checked against its table. */
export function defineImporter<Row extends StagedRow>(importer: Importer<Row>): Importer<Row> {
  return importer;
}
