import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index.ts';

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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema may be migrated
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed; the database was left unchanged`,
      results,
      { cause: error },
    );
  }
  return results;
}
