import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/database.ts';
import { migrateToLatest } from '../src/migrate.ts';
import { migratedPgliteTemplate, readTemplate } from '../src/pglite-template.ts';

/**
 * An isolated, migrated database for one test file, on the engine the test run asks for:
 * TEST_DB_ENGINE=postgres (with TEST_DATABASE_URL) gives a fresh schema on the server,
 * dropped on close; otherwise a fresh in-memory PGlite instance.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  let handle: DatabaseHandle;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const opened = await openDatabase({ url, searchPath: schema, poolSize: 4 });
    handle = {
      ...opened,
      close: async () => {
        await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(opened.db);
        await opened.close();
      },
    };
  } else if (options.migrate !== false) {
    const template = readTemplate(await migratedPgliteTemplate());
    handle = await openDatabase({ sharedBuffers: '64MB', loadDataDir: template });
    // The template is current, so this only confirms there is nothing to apply.
  } else {
    handle = await openDatabase({ sharedBuffers: '64MB' });
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}
