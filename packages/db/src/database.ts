import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseEngine } from '@yardstick/core/health';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PGlite instance in embedded mode (bulk loads use its /dev/blob COPY). */
  pglite?: PGlite;
  /** The pg pool in server mode (bulk loads use COPY FROM STDIN on a pooled client). */
  pool?: pg.Pool;
  /** Opened read-only (every transaction defaults to READ ONLY): the read replica's pool. */
  readOnly?: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite data folder; absent = in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL schema to put first on the search path (tests isolate by schema). */
  searchPath?: string;
  /** PGlite shared_buffers (the architecture doc's 512MB by default). */
  sharedBuffers?: string;
  /** PGlite only: start from this data folder dump (tests start from a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only: every connection starts with default_transaction_read_only=on, so a
   * write sent through this pool fails ("cannot execute … in a read-only transaction").
   */
  readOnly?: boolean;
  /**
   * PostgreSQL only: called when a pooled connection fails outside a query (the server
   * restarted or ended it). The pool drops that connection and opens a new one on the next query; by
   * default one line goes to stderr, at most once every ten seconds.
   */
  onConnectionLost?: (err: Error) => void;
}

/** The default report of a lost connection: one stderr line per ten seconds at most. */
function warnConnectionLost(): (err: Error) => void {
  let last = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < 10_000) return;
    last = now;
    console.warn(
      `PostgreSQL: a pooled connection was lost (${err.message}); ` +
        'the next query opens a new one',
    );
  };
}

/** bigint (count(*), sums) as a JS number, numeric as a JS number: every value we store fits. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) {
      return (value: string) => (value === null ? null : Number(value));
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * The connection string and the startup `options` (`-c name=value` settings) of a pool: the
 * settings asked for are added to any `options` the URL already carries. pg lets a URL's
 * `options` replace the pool's, so the URL loses it and the pool gets them all.
 */
export function connectionSettings(
  url: string,
  settings: Record<string, string>,
): { connectionString: string; options?: string } {
  const parts = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  let connectionString = url;
  try {
    const parsed = new URL(url);
    const given = parsed.searchParams.get('options');
    if (given !== null) {
      parsed.searchParams.delete('options');
      connectionString = parsed.toString();
      if (given.trim()) parts.unshift(given.trim());
    }
  } catch {
    // Not a URL (a key=value string): pg reads it as it is.
  }
  return parts.length ? { connectionString, options: parts.join(' ') } : { connectionString };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const settings: Record<string, string> = {};
    if (options.searchPath) settings.search_path = options.searchPath;
    if (options.readOnly) settings.default_transaction_read_only = 'on';
    const pool = new pg.Pool({
      ...connectionSettings(options.url, settings),
      max: options.poolSize ?? 10,
      types,
    });
    // A connection the server ends (a restart: FATAL 57P01 on every connection) emits 'error':
    // on the pool while idle, on the client while checked out (a transaction between two
    // statements). Unhandled, either would end the process, so a PostgreSQL restart would take
    // every API process down with it. The pool drops such a client on release; a query still
    // sent on it fails ("not queryable"), which the API answers with 503.
    const onLost = options.onConnectionLost ?? warnConnectionLost();
    pool.on('connect', (client) => client.on('error', (err) => onLost(err)));
    // The pool passes an idle client's error on: the client's own listener reported it.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      pool,
      ...(options.readOnly ? { readOnly: true } : {}),
      close: () => db.destroy(),
    };
  }

  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pglite = new PGlite(options.pgliteDir ?? 'memory://', {
    relaxedDurability: true,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: [`shared_buffers=${options.sharedBuffers ?? '512MB'}`],
  });
  await pglite.waitReady;
  const pool = new pg.Pool({ ...createPgConfig(pglite), types } as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The application's database from its configuration: PostgreSQL when DATABASE_URL is set. */
export function openAppDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ url: config.DATABASE_URL })
    : openDatabase({ pgliteDir: path.join(config.DATA_DIR, 'pglite') });
}

export interface AppDatabases {
  /** Writes and the reads that must see them (accounts, sessions, favourites, health). */
  primary: DatabaseHandle;
  /**
   * Read-only traffic that may lag the primary: the replica of DATABASE_READ_URL (a
   * read-only pool), or the primary itself when no replica is configured or on PGlite.
   */
  read: DatabaseHandle;
  /** Closes both (the primary once when it is also the read handle). */
  close(): Promise<void>;
}

/**
 * The application's databases from its configuration: the primary as openAppDatabase opens
 * it and, with DATABASE_READ_URL, a read-only pool on the replica. The replica's pool is
 * checked at once: its connections must reach the server and be read-only (a connection
 * pooler that drops the `options` startup parameter would make them writable).
 */
export async function openAppDatabases(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_READ_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<AppDatabases> {
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL (a replica of which primary?)');
  }
  const primary = await openAppDatabase(config);
  if (!config.DATABASE_READ_URL) {
    return { primary, read: primary, close: () => primary.close() };
  }
  const read = await openDatabase({ url: config.DATABASE_READ_URL, readOnly: true });
  try {
    await assertReadOnly(read);
  } catch (err) {
    await read.close();
    await primary.close();
    throw err;
  }
  return {
    primary,
    read,
    close: async () => {
      const closed = await Promise.allSettled([read.close(), primary.close()]);
      const failed = closed.find((c) => c.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** Fails unless the handle's connections default to read-only transactions. */
async function assertReadOnly(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{
    read_only: string;
  }>`SELECT current_setting('default_transaction_read_only') AS read_only`.execute(handle.db);
  if (rows[0]?.read_only !== 'on') {
    throw new Error(
      'DATABASE_READ_URL: the read pool is not read-only (default_transaction_read_only is ' +
        `${rows[0]?.read_only ?? 'unknown'}); a connection pooler may have dropped the ` +
        '`options` startup parameter (see docs/deployment.md)',
    );
  }
}
