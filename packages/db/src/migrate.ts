import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * A migration that rewrites many rows of a table may name it in `vacuumAfter`: once every
 * pending migration has committed, the table is vacuumed and analysed (VACUUM cannot run in
 * the migrations' transaction). A rewrite leaves the rewritten pages out of the visibility
 * map, so until a vacuum the index-only scans the searches rely on read the table too, and
 * autovacuum waits for a fifth of the table to be dead (0115 rewrote 58,000 of 1,250,000
 * listings: the PLO list's p95 under load fell from 458 to 75 ms after the vacuum).
 */
export interface VacuumingMigration {
  vacuumAfter?: readonly string[];
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the database to the latest schema. On PostgreSQL (and PGlite) Kysely runs all
 * pending migrations in one transaction, so a failing migration leaves the database as
 * it was before the call.
 */
export async function migrateToLatest(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema may be migrated
): Promise<MigrationResult[]> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks its bookkeeping tables up by name across every schema unless told which
    // one is ours: with several schemas in one database (tests), name it explicitly.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  // Up to date (every start of every API process): nothing to run, so no migration lock
  // either. Kysely's lock is a session-level advisory lock taken and released in separate
  // statements, which a transaction-mode pooler (PgBouncer) may send to different server
  // connections, leaving it held (docs/deployment.md). Reading the state takes no lock.
  const known = await migrator.getMigrations();
  if (known.every((m) => m.executedAt !== undefined)) return [];
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed; the database was left unchanged`,
      results,
      { cause: error },
    );
  }
  const executed = new Set(
    results.filter((r) => r.status === 'Success').map((r) => r.migrationName),
  );
  const tables = new Set(
    Object.entries(migrations)
      .filter(([name]) => executed.has(name))
      .flatMap(([, m]) => (m as VacuumingMigration).vacuumAfter ?? []),
  );
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  return results;
}
