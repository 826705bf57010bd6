import { looseTarget, type LooseTargetSpec, type TargetSpec } from '../importers/importer.ts';
import { quoteIdent, type SqlRunner } from '@yardstick/db/sql-runner';

/**
 * A temporary staging table for one target: the target's columns with the target's types
 * (no constraints, so COPY never fails half-way), plus `_seq` (read order, numbered by the
 * COPY itself) and `_op` ('u' upsert, 'd' delete). Optionally a second temporary table of every key merged.
 */
export interface StagingTable {
  name: string;
  target: LooseTargetSpec;
  /** Columns written by COPY, in order (the row's values, then _op; _seq numbers them). */
  copyColumns: string[];
  /** Row keys the loader reads from each parsed row (target columns, then staging-only). */
  rowColumns: string[];
  /** Target columns merged from staging, then computed target columns. */
  mergedColumns: string[];
  /** Columns whose type has no equality operator (polygon, json ...): compared as text. */
  textCompared: Set<string>;
  seenTable?: string;
}

/** Types without a default equality operator: `IS DISTINCT FROM` compares their text. */
const NO_EQUALITY = new Set(['polygon', 'point', 'box', 'path', 'lseg', 'line', 'circle', 'json']);

interface ColumnInfo {
  name: string;
  type: string;
  base: string;
}

async function tableColumns(sql: SqlRunner, table: string): Promise<Map<string, ColumnInfo>> {
  const { rows } = await sql.query<ColumnInfo>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            coalesce(e.typname, t.typname) AS base
       FROM pg_attribute a
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped`,
    [table],
  );
  if (rows.length === 0) throw new Error(`Target table ${table} does not exist (migrate first)`);
  return new Map(rows.map((r) => [r.name, r]));
}

export async function createStaging(
  sql: SqlRunner,
  spec: TargetSpec,
  name: string,
): Promise<StagingTable> {
  const target = looseTarget(spec);
  const columns = await tableColumns(sql, target.table);
  const computed = Object.keys(target.computed ?? {});
  const stagingOnly = Object.entries(target.stagingOnly ?? {});
  for (const column of [...target.columns, ...computed]) {
    if (!columns.has(column)) throw new Error(`${target.table} has no column ${column}`);
  }
  for (const key of target.conflictKey) {
    if (!target.columns.includes(key)) {
      throw new Error(`Conflict key ${key} of ${target.table} must be one of its columns`);
    }
  }
  const definitions = [
    ...target.columns.map((c) => `${quoteIdent(c)} ${columns.get(c)?.type ?? 'text'}`),
    ...stagingOnly.map(([c, type]) => `${quoteIdent(c)} ${type}`),
    `_seq bigserial`,
    `_op "char" NOT NULL`,
  ];
  await sql.query(`DROP TABLE IF EXISTS pg_temp.${quoteIdent(name)}`);
  await sql.query(`CREATE TEMP TABLE ${quoteIdent(name)} (${definitions.join(', ')})`);

  let seenTable: string | undefined;
  if (target.trackKeys) {
    seenTable = `${name}_seen`;
    const keyDefinitions = target.conflictKey.map(
      (c) => `${quoteIdent(c)} ${columns.get(c)?.type ?? 'text'}`,
    );
    const key = target.conflictKey.map(quoteIdent).join(', ');
    await sql.query(`DROP TABLE IF EXISTS pg_temp.${quoteIdent(seenTable)}`);
    await sql.query(
      `CREATE TEMP TABLE ${quoteIdent(seenTable)} (${keyDefinitions.join(', ')}, PRIMARY KEY (${key}))`,
    );
  }

  const mergedColumns = [...target.columns, ...computed];
  const rowColumns = [...target.columns, ...stagingOnly.map(([c]) => c)];
  return {
    name,
    target,
    copyColumns: [...rowColumns, '_op'],
    rowColumns,
    mergedColumns,
    textCompared: new Set(mergedColumns.filter((c) => NO_EQUALITY.has(columns.get(c)?.base ?? ''))),
    ...(seenTable ? { seenTable } : {}),
  };
}

export async function dropStaging(sql: SqlRunner, staging: StagingTable): Promise<void> {
  await sql.query(`DROP TABLE IF EXISTS pg_temp.${quoteIdent(staging.name)}`);
  if (staging.seenTable) {
    await sql.query(`DROP TABLE IF EXISTS pg_temp.${quoteIdent(staging.seenTable)}`);
  }
}
