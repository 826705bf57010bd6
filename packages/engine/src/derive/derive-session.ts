import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/**
 * One database connection for a whole derive or backtest run: the temporary tables the
 * steps build live in the session, so every statement must go through the same connection
 * (Kysely's `db.connection()`); PGlite has only one anyway.
 */
export type Conn = Kysely<Database>;

export interface StepTiming {
  step: string;
  ms: number;
  rows?: number;
}

export class DeriveSession {
  readonly timings: StepTiming[] = [];
  /** The run is one transaction (runDerive's `oneTransaction`): no step begins its own. */
  inTransaction = false;

  constructor(
    readonly conn: Conn,
    private readonly log: (message: string) => void = () => {},
    /** Log each statement slower than this many ms, with its plan (benchmarks). */
    private readonly explainSlowerThan?: number,
  ) {}

  /** Runs one statement; returns the rows it answered and the rows it changed. */
  async exec<R = Record<string, unknown>>(
    query: RawBuilder<R> | RawBuilder<unknown>,
  ): Promise<{ rows: R[]; affected: number }> {
    const started = performance.now();
    const result = await (query as RawBuilder<R>).execute(this.conn);
    const ms = performance.now() - started;
    if (this.explainSlowerThan !== undefined && ms > this.explainSlowerThan) {
      await this.explain(query as RawBuilder<R>, ms);
    }
    return { rows: result.rows, affected: Number(result.numAffectedRows ?? 0) };
  }

  private async explain(query: RawBuilder<unknown>, ms: number): Promise<void> {
    const compiled = query.compile(this.conn);
    const text = compiled.sql.replace(/\s+/g, ' ').trim();
    this.log(`  [${(ms / 1000).toFixed(1)} s] ${text.slice(0, 160)}`);
    if (!/^(INSERT|UPDATE|DELETE|SELECT|WITH)\b/i.test(text)) return;
    const plan = await this.conn.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    for (const row of plan.rows) this.log(`      ${row['QUERY PLAN']}`);
  }

  /**
   * (Re)creates the temporary table `name` with `columns` (SQL column definitions) and fills
   * it with the rows of `select`: three statements, each timed as `exec` times them.
   */
  async tempTable(name: string, columns: string, select: RawBuilder<unknown>): Promise<void> {
    await this.createTemp(name, columns);
    await this.exec(sql`INSERT INTO ${sql.raw(name)} ${select}`);
  }

  /** (Re)creates the empty temporary table `name` with `columns` (SQL column definitions). */
  async createTemp(name: string, columns: string): Promise<void> {
    await this.exec(sql`DROP TABLE IF EXISTS ${sql.raw(name)}`);
    await this.exec(sql`CREATE TEMP TABLE ${sql.raw(name)} (${sql.raw(columns)})`);
  }

  /** The number of rows in the table `name`. */
  async count(name: string): Promise<number> {
    const row = await this.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(name)}`);
    return row?.n ?? 0;
  }

  /**
   * Takes out of `pending` the rows `done` now holds (matched on `key`), refreshing the
   * statistics of both: the end of one widening step of an estimate.
   */
  async settle(done: string, pending: string, key: string): Promise<void> {
    await this.exec(sql`ANALYZE ${sql.raw(done)}`);
    await this.exec(
      sql`DELETE FROM ${sql.raw(pending)} p USING ${sql.raw(done)} r WHERE r.${sql.raw(key)} = p.${sql.raw(key)}`,
    );
    await this.exec(sql`ANALYZE ${sql.raw(pending)}`);
  }

  async one<R>(query: RawBuilder<R>): Promise<R | undefined> {
    return (await this.exec<R>(query)).rows[0];
  }

  /** Times a step (one or more statements), logs it and keeps it for the report. */
  async step<T>(name: string, body: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await body();
    const ms = Math.round(performance.now() - started);
    const rows = typeof result === 'number' ? result : undefined;
    this.timings.push(rows === undefined ? { step: name, ms } : { step: name, ms, rows });
    this.log(`${name}: ${(ms / 1000).toFixed(1)} s${rows === undefined ? '' : `, ${rows} rows`}`);
    return result;
  }
}
