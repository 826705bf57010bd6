import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.ts';
import { migrateToLatest, MigrationError } from './migrate.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrate: false });
  });
  afterAll(() => handle.close());

  it('applies every migration and is idempotent', async () => {
    const first = await migrateToLatest(handle.db);
    expect(first.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
    const second = await migrateToLatest(handle.db);
    expect(second).toEqual([]);
  });

  it('leaves the database unchanged when a migration fails', async () => {
    const broken: Migration = {
      up: async (db: Kysely<unknown>) => {
        await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
        await sql`SELECT * FROM table_that_does_not_exist`.execute(db);
      },
    };
    migrations['9999_broken'] = broken;
    try {
      await expect(migrateToLatest(handle.db)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      delete migrations['9999_broken'];
    }
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_name = 'half_done' AND table_schema = current_schema()`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('a migration naming tables in vacuumAfter', () => {
  it('has them vacuumed and analysed once the migrations have committed', async () => {
    const handle = await createTestDatabase();
    const vacuuming: Migration & { vacuumAfter: string[] } = {
      vacuumAfter: ['vacuum_me'],
      up: async (db: Kysely<unknown>) => {
        await sql`CREATE TABLE vacuum_me (id integer)`.execute(db);
        await sql`INSERT INTO vacuum_me SELECT g FROM generate_series(1, 1000) g`.execute(db);
        await sql`UPDATE vacuum_me SET id = id + 1`.execute(db);
      },
    };
    migrations['9998_vacuuming'] = vacuuming;
    try {
      await migrateToLatest(handle.db);
      // Analysed: the planner's row count is the table's; vacuumed: the dead rows are gone.
      const { rows } = await sql<{ tuples: number; pages: number }>`
        SELECT reltuples::int AS tuples, relallvisible::int AS pages FROM pg_class
        WHERE oid = 'vacuum_me'::regclass`.execute(handle.db);
      expect(rows[0]).toMatchObject({ tuples: 1000 });
      expect(rows[0]!.pages).toBeGreaterThan(0);
    } finally {
      delete migrations['9998_vacuuming'];
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
  'migrations beside another schema',
  () => {
    it('migrates a second schema in the same database (bookkeeping tables are per schema)', async () => {
      // Regression: Kysely found another schema's kysely_migration_lock by name, skipped creating
      // its own and then failed with 'relation "kysely_migration_lock" does not exist'.
      const first = await createTestDatabase();
      const second = await createTestDatabase({ migrate: false });
      try {
        const results = await migrateToLatest(second.db);
        expect(results.map((r) => r.status)).toEqual(results.map(() => 'Success'));
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);
