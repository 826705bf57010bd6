import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', pool, close: () => db.destroy() };
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
