import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** The engine's sources, where the importers' and the sources' fixtures lie. */
export const ENGINE_SRC = path.join(import.meta.dirname, '../src');

/** A fixture of an importer (`importers/<source>/fixtures/<name>`), for tests outside it. */
export const importerFixture = (source: string, name = '') =>
  path.join(ENGINE_SRC, 'importers', source, 'fixtures', name);

/** The absolute path of a fixture beside a test file. */
export function fixturePath(testFileUrl: string, name: string): string {
  return new URL(`./fixtures/${name}`, testFileUrl).pathname;
}

/**
 * Every row of a table as JSON text, in a stable order: two snapshots are equal exactly
 * when the table holds the same rows with the same values (used to prove that importing
 * the same file twice changes nothing).
 */
export async function tableSnapshot(
  db: Kysely<Database>,
  table: keyof Database & string,
  omit: readonly string[] = [],
): Promise<string[]> {
  const { rows } = await sql<{ row: string }>`
    SELECT (to_jsonb(t) - ${sql.val([...omit])}::text[])::text AS row
      FROM ${sql.table(table)} t
     ORDER BY 1`.execute(db);
  return rows.map((r) => r.row);
}
