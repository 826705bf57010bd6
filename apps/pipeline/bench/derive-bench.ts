import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '@yardstick/db/database';
import { migrateToLatest } from '@yardstick/db/migrate';
import { writeRows } from '@yardstick/engine/derive/bulk-write';
import { DeriveSession } from '@yardstick/engine/derive/derive-session';
import { runDerive, type DeriveReport } from '@yardstick/engine/derive/run-derive';
import { ensureDatabase } from '@yardstick/db/test/ensure-database';
import { count, generateSynthetic, secs, timed } from '@yardstick/engine/bench/synthetic-world';
import { largestStackModel } from './bench-model.ts';

/**
 * `npm run bench:derive [-- --listings N --generator synthetic|demo --scale S --reuse --explain]`:
 * fills a PostgreSQL database (BENCH_DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/yardstick_bench, created when missing; schema
 * `bench_derive`, rebuilt unless --reuse) and times the derive step on it: a full derive, a
 * re-run with nothing changed, and an incremental run after 1% of listings changed price
 * (--reuse --incremental-only: the last two only, on the derived data of a previous run).
 *
 * Generators: `synthetic` (default) spreads N listings (1,000,000 by default; 75% for sale)
 * over a Great-Britain-sized map of 2,000 districts, 10,000 sectors and 300,000 postcodes,
 * with 2 sales per listing over 10 years (70% with an EPC certificate), UK HPI series for 300
 * authorities, schools, stops, 1.2M crimes on 200,000 map points, an IMD ranking and plot polygons; `demo` loads the
 * demo dataset at `--scale` (250 = about 1M listings and 25M sales, on the demo's few real
 * districts). --explain prints the plan of each derive statement that takes over 2 s. Not a test.
 */
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    'sales-per-listing': { type: 'string', default: '2' },
    generator: { type: 'string', default: 'synthetic' },
    scale: { type: 'string', default: '250' },
    reuse: { type: 'boolean', default: false },
    'incremental-only': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const benchUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/yardstick_bench';
const SCHEMA = 'bench_derive';

function printReport(label: string, report: DeriveReport) {
  console.log(
    `${label}: ${report.mode}, ${count(report.targets)} listings (${count(report.saleTargets)} for sale) in ${secs(report.ms)}; ` +
      `${count(report.estimated)} ranges, ${count(report.rentEstimated)} rents, ${count(report.ploPairs)} PLO pairs, ` +
      `${count(report.listingsUpdated)} rows written`,
  );
  for (const t of report.timings) {
    console.log(
      `    ${t.step.padEnd(44)} ${secs(t.ms).padStart(8)}${t.rows === undefined ? '' : `  ${count(t.rows)}`}`,
    );
  }
  // The learned correction's share (issue 39 item 6; trained by the backtest, applied here).
  const learned = report.timings.find((t) => t.step === 'learned correction');
  if (learned && report.ms > 0) {
    console.log(
      `    learned correction's share of the derive: ${((learned.ms / report.ms) * 100).toFixed(1)}%`,
    );
  }
}

await ensureDatabase(benchUrl);
if (!values.reuse) {
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  // Kysely's migrator looks for its tables in every schema of the database; when another
  // schema (e.g. the import benchmark's) has them it would not create ours, so create them.
  await admin.query(
    `CREATE TABLE ${SCHEMA}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL);
     CREATE TABLE ${SCHEMA}.kysely_migration_lock (id varchar(255) PRIMARY KEY, is_locked integer NOT NULL DEFAULT 0)`,
  );
  await admin.end();
}
const handle = await openDatabase({ url: benchUrl, searchPath: SCHEMA, poolSize: 2 });
try {
  await migrateToLatest(handle.db);
  if (!values.reuse) {
    console.log(`Generating (${values.generator}) into ${SCHEMA}:`);
    if (values.generator === 'demo') {
      const { runDemo } = await import('../src/demo/run-demo.ts');
      await timed(`demo dataset, scale ${values.scale}`, () =>
        runDemo(handle, {
          scale: Number(values.scale),
          force: true,
          onProgress: (m) => console.log(`    ${m}`),
        }),
      );
    } else {
      await generateSynthetic(handle, Number(values.listings), Number(values['sales-per-listing']));
    }
  }
  if (values.reuse && !values['incremental-only']) {
    // Undo the previous run's work so that the next derive does all of it again.
    await timed('reset derived values', () =>
      handle.db.connection().execute(async (conn) => {
        const s = new DeriveSession(conn);
        const n = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM sold_prices`);
        await writeRows(s, 'sold_prices', n?.n ?? 0, async () => {
          await s.exec(sql`
            UPDATE sold_prices SET lat = NULL, lng = NULL, total_floor_area = NULL,
                                   epc_lmk_key = NULL, listing_id = NULL`);
          return 0;
        });
        const l = await s.one(sql<{ n: number }>`SELECT count(*)::int AS n FROM listings`);
        await writeRows(s, 'listings', l?.n ?? 0, async () => {
          await s.exec(sql`UPDATE listings SET derive_hash = NULL`);
          return 0;
        });
        await s.exec(sql`DELETE FROM app_settings WHERE key = 'derive.state'`);
      }),
    );
    // As after an import: dead rows cleared, hint bits set, statistics fresh.
    await timed('VACUUM ANALYZE', async () => {
      await sql`VACUUM ANALYZE listings, sold_prices`.execute(handle.db);
    });
  }
  const sizes = await sql<{ t: string; n: number }>`
    SELECT 'listings' AS t, count(*)::int AS n FROM listings
    UNION ALL SELECT 'sold_prices', count(*)::int FROM sold_prices
    UNION ALL SELECT 'epc_certificates', count(*)::int FROM epc_certificates
    UNION ALL SELECT 'crimes', count(*)::int FROM crimes`.execute(handle.db);
  console.log(`Data: ${sizes.rows.map((r) => `${r.t} ${count(r.n)}`).join(', ')}`);

  // The largest learned correction the derive can be given, so its step is timed at scale.
  const sectors = await sql<{ sector: string }>`
    SELECT DISTINCT sector FROM listings WHERE sector IS NOT NULL`.execute(handle.db);
  const model = largestStackModel(sectors.rows.map((r) => r.sector));
  await sql`DELETE FROM estimate_model`.execute(handle.db);
  await sql`
    INSERT INTO estimate_model (model, sales, trained_from, trained_to)
    VALUES (${JSON.stringify(model)}::jsonb, ${model.sales}, ${model.from}, ${model.to})`.execute(
    handle.db,
  );
  const log = values.explain ? (m: string) => console.log(`    ${m}`) : undefined;
  if (!values['incremental-only'])
    printReport(
      'Full derive',
      await runDerive(handle, { full: true, ...(log ? { log, explainSlowerThan: 2000 } : {}) }),
    );
  printReport('Re-run, nothing changed', await runDerive(handle));
  await sql`UPDATE listings SET list_price = list_price - 1000 WHERE id % 100 = 7`.execute(
    handle.db,
  );
  printReport('Incremental, 1% of listings repriced', await runDerive(handle));
} finally {
  await handle.close();
}
