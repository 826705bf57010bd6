import type { ImportCounts, MergeContext } from '../importers/importer.ts';
import type { BulkSession } from './bulk-session.ts';
import { restoreDeferredPrimaryKey } from './deferred-indexes.ts';
import { mergeStaging, recordSeenKeys } from './merge.ts';
import type { TakenBatch } from './pending-batch.ts';
import { quoteIdent } from '@yardstick/db/sql-runner';
import type { StagingTable } from './staging.ts';

/** One target of an import, as the flush sees it. */
export interface TargetState {
  key: string | undefined;
  staging: StagingTable;
  /**
   * COPY straight into the target, skipping staging and merge: only while the target was
   * empty when the import began, has no hooks, and no batch has hit an existing key.
   */
  direct: boolean;
  /** The target's primary key is deferred (direct first load): restore it before a merge. */
  keyDeferred: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Writes one batch, all targets in one transaction: a direct COPY into the target when
 * allowed (falling back to the merge, from then on, at the first duplicate key), otherwise
 * COPY into the staging table, the target's hooks around the merge, then TRUNCATE.
 */
export async function flushBatch(
  session: BulkSession,
  batch: { target: TargetState; taken: TakenBatch }[],
  context: Omit<MergeContext, 'sql' | 'staging' | 'table'>,
  counts: ImportCounts,
): Promise<void> {
  const { sql } = session;
  const filled = batch.filter((b) => b.taken.rows > 0);
  await sql.query('BEGIN');
  try {
    for (const { target, taken } of filled) {
      const { staging } = target;
      if (target.direct && taken.deletes === 0) {
        await sql.query('SAVEPOINT direct_copy');
        try {
          const copied = await session.copyIn(
            staging.target.table,
            staging.rowColumns,
            taken.withoutOperation(),
          );
          await sql.query('RELEASE SAVEPOINT direct_copy');
          counts.inserted += copied;
          continue;
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          await sql.query('ROLLBACK TO SAVEPOINT direct_copy');
          target.direct = false;
        }
      }
      if (target.keyDeferred) {
        // The merge needs the key: put it back (a file repeating a key loses its older rows).
        const duplicates = await restoreDeferredPrimaryKey(sql, staging.target.table);
        counts.inserted -= duplicates;
        counts.updated += duplicates;
        target.keyDeferred = false;
      }
      await session.copyIn(staging.name, staging.copyColumns, taken.chunks);
      const hookContext: MergeContext = {
        ...context,
        sql,
        staging: quoteIdent(staging.name),
        table: staging.target.table,
      };
      await staging.target.beforeMerge?.(hookContext);
      const merged = await mergeStaging(sql, staging);
      counts.inserted += merged.inserted;
      counts.updated += merged.updated;
      counts.deleted += merged.deleted;
      await staging.target.afterMerge?.(hookContext);
      await recordSeenKeys(sql, staging);
      await sql.query(`TRUNCATE ${quoteIdent(staging.name)}`);
    }
    await sql.query('COMMIT');
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
