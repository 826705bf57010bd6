import pg from 'pg';

/**
 * Creates the database a PostgreSQL URL names when it does not exist yet (connecting to the
 * server's `postgres` database to do it). For the benchmarks, which each work in a database
 * of their own (BENCH_DATABASE_URL).
 */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}
