/**
 * One SQL session (a pooled pg client, or the single PGlite connection) as the loader and
 * importer hooks see it: parameterised text queries, results as plain objects.
 */
export interface SqlResult<R> {
  rows: R[];
  /** Rows affected by an INSERT, UPDATE or DELETE (0 when unknown). */
  rowCount: number;
}

export interface SqlRunner {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
}

/** Double-quotes an identifier for SQL text built by the loader. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
