import type { DatabaseHandle } from '@yardstick/db/database';
import type { BulkSession } from './bulk-session.ts';
import { openPgliteBulkSession } from './pglite-bulk-session.ts';
import { openPostgresBulkSession } from './postgres-bulk-session.ts';

/** Opens the bulk session of the handle's engine (see BulkSession in bulk-session.ts). */
export async function openBulkSession(handle: DatabaseHandle): Promise<BulkSession> {
  if (handle.engine === 'pglite') {
    if (!handle.pglite) throw new Error('PGlite handle without its PGlite instance');
    return openPgliteBulkSession(handle.pglite);
  }
  if (!handle.pool) throw new Error('PostgreSQL handle without its pool');
  return openPostgresBulkSession(handle.pool);
}
