import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import type { Database } from '@yardstick/db/schema';

/**
 * A Kysely handle without a database: every statement is compiled by Kysely's PostgreSQL
 * compiler and recorded instead of run, answering the rows `respond` gives (none by default).
 * The listing engine's SQL snapshots are the statements it records.
 */
export function recordingDatabase(respond: (query: CompiledQuery) => unknown[] = () => []): {
  db: Kysely<Database>;
  statements: CompiledQuery[];
} {
  const statements: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => {
      statements.push(query);
      return Promise.resolve({ rows: respond(query) as R[] });
    },
    streamQuery: () => {
      throw new Error('The recording database does not stream');
    },
  };
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(connection),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, statements };
}
