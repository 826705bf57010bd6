import type { ImportCounts } from '../importers/importer.ts';
import { quoteIdent, type SqlRunner } from '@yardstick/db/sql-runner';
import type { StagingTable } from './staging.ts';

/**
 * The statement merging a filled staging table into its target, in one statement:
 * the last row read per key wins (DISTINCT ON ... ORDER BY _seq DESC); rows marked 'd'
 * delete their key; the others INSERT ... ON CONFLICT DO UPDATE, touching a row only when a
 * value differs (identical rows are filtered out first), so merging the same data twice
 * changes and writes nothing. Counts come back without
 * shipping rows to the client (xmax = 0 marks a freshly inserted row). A `keepWhenNull`
 * column keeps the value held when the incoming one is NULL.
 */
export function mergeStatement(staging: StagingTable): string {
  const { target } = staging;
  const q = quoteIdent;
  const table = q(target.table);
  const key = target.conflictKey.map(q).join(', ');
  const computed = target.computed ?? {};
  const insertColumns = staging.mergedColumns.map(q).join(', ');
  const selectList = staging.mergedColumns
    .map((c) => (c in computed ? `(${computed[c]})` : `s.${q(c)}`))
    .join(', ');
  const updateColumns =
    target.updateColumns ?? staging.mergedColumns.filter((c) => !target.conflictKey.includes(c));
  const keep = new Set(target.keepWhenNull ?? []);
  /**
   * A column's value on one side; a computed column's staging side is its expression. On the
   * incoming side (s, EXCLUDED) a keepWhenNull column falls back to the target's value.
   */
  const value = (side: string, c: string) => {
    const incoming = side === 's' && c in computed ? `(${computed[c]})` : `${side}.${q(c)}`;
    return side !== 't' && keep.has(c) ? `coalesce(${incoming}, t.${q(c)})` : incoming;
  };
  const compare = (side: string, c: string) =>
    staging.textCompared.has(c) ? `${value(side, c)}::text` : value(side, c);
  const onConflict =
    updateColumns.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${updateColumns.map((c) => `${q(c)} = ${value('EXCLUDED', c)}`).join(', ')}
           WHERE (${updateColumns.map((c) => compare('t', c)).join(', ')})
             IS DISTINCT FROM (${updateColumns.map((c) => compare('EXCLUDED', c)).join(', ')})`;
  const keyMatch = target.conflictKey.map((c) => `t.${q(c)} = s.${q(c)}`).join(' AND ');
  // Rows identical to what the table holds are left out before the upsert: ON CONFLICT
  // would otherwise lock (and so write) every unchanged row of a re-imported file.
  const unchanged =
    updateColumns.length === 0
      ? `EXISTS (SELECT 1 FROM ${table} t WHERE ${keyMatch})`
      : `EXISTS (SELECT 1 FROM ${table} t WHERE ${keyMatch}
           AND (${updateColumns.map((c) => compare('t', c)).join(', ')})
             IS NOT DISTINCT FROM (${updateColumns.map((c) => compare('s', c)).join(', ')}))`;

  return `
    WITH s AS MATERIALIZED (
      SELECT DISTINCT ON (${key}) * FROM ${q(staging.name)} ORDER BY ${key}, _seq DESC
    ),
    deleted AS (
      DELETE FROM ${table} t USING s WHERE s._op = 'd' AND ${keyMatch} RETURNING 1
    ),
    merged AS (
      INSERT INTO ${table} AS t (${insertColumns})
      SELECT ${selectList} FROM s WHERE s._op = 'u' AND NOT ${unchanged}
      ON CONFLICT (${key}) ${onConflict}
      RETURNING (t.xmax = 0) AS inserted
    )
    SELECT (SELECT count(*) FROM merged WHERE inserted)::int AS inserted,
           (SELECT count(*) FROM merged WHERE NOT inserted)::int AS updated,
           (SELECT count(*) FROM deleted)::int AS deleted`;
}

export async function mergeStaging(sql: SqlRunner, staging: StagingTable): Promise<ImportCounts> {
  const { rows } = await sql.query<ImportCounts>(mergeStatement(staging));
  const counts = rows[0];
  return {
    inserted: Number(counts?.inserted ?? 0),
    updated: Number(counts?.updated ?? 0),
    deleted: Number(counts?.deleted ?? 0),
  };
}

/** Adds the batch's upserted keys to the import-wide table of keys seen (trackKeys). */
export async function recordSeenKeys(sql: SqlRunner, staging: StagingTable): Promise<void> {
  if (!staging.seenTable) return;
  const key = staging.target.conflictKey.map(quoteIdent).join(', ');
  await sql.query(
    `INSERT INTO ${quoteIdent(staging.seenTable)} (${key})
     SELECT DISTINCT ${key} FROM ${quoteIdent(staging.name)} WHERE _op = 'u'
     ON CONFLICT DO NOTHING`,
  );
}
