import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import {
  PRICE_WARNING_CODES,
  priceWarnings,
  type PriceWarningCode,
} from '@yardstick/core/listings/price-warnings';
import { bmvAgainstPoint, estimatePoint } from '@yardstick/core/estimates/yield-band';
import { SEARCH_LIMITS } from '@yardstick/core/search/constants';
import { saleOnMarket } from '@yardstick/db/listing-states';
import type { Database } from '@yardstick/db/schema';
import { loadPipelineConfig } from '../src/config.ts';
import { runDemo } from '../src/demo/run-demo.ts';
import { runDerive } from '@yardstick/engine/derive/run-derive';
import { openMigratedDatabase } from '../src/open-database.ts';

/**
 * `npm run measure:price-warnings [-- --sample FILE --json]`: how the price warnings
 * (docs/methodology.md "Price warnings") do on the demo. On the application's database
 * (DATABASE_URL, else PGlite in DATA_DIR; the demo is loaded and derived first when it holds no
 * listings):
 *
 * 0. Every stored BMV against the point the answers serve (estimatedPrice): how many agree.
 * 1. The BMV sort's first page (SEARCH_LIMITS.defaultPageSize cards, the default filter: sale
 *    listings on the market, residential), nationwide and in each district: how many cards
 *    carry a warning, against the order before warnings (low confidence only). Done when no
 *    card of a first page is warned while the list holds a clean BMV it could show instead.
 * 2. Precision and recall of each text rule on a hand-labelled sample of demo listing texts
 *    (price-warnings-sample.json, drawn by price-warnings-sample-draw.ts: the listing's summary,
 *    description, features and fields, and the codes a reader finds in them), and on 50
 *    hand-written real-looking phrasings (price-warnings-phrasings.json), since the demo's texts
 *    come from templates. 'far-below-comparables' is a price rule, not a reading of the text: it
 *    is counted on the demo instead (how many it flags that no text rule does).
 * Not a test.
 */
const here = (file: string) => new URL(file, import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: here('./price-warnings-sample.json') },
    phrasings: { type: 'string', default: here('./price-warnings-phrasings.json') },
    json: { type: 'boolean', default: false },
  },
});

export interface SampleListing {
  id: number;
  summary: string | null;
  description: string | null;
  features: string[];
  tenure: string | null;
  propertySubType: string | null;
  priceQualifier: string | null;
  /** The codes a reader finds in the text and fields (hand labels). */
  labels: PriceWarningCode[];
}

const TEXT_CODES = PRICE_WARNING_CODES.filter((c) => c !== 'far-below-comparables');
const page = SEARCH_LIMITS.defaultPageSize;

interface PageRow {
  id: number;
  district: string | null;
  avg_bmv: number;
  warned: boolean;
  low: boolean;
}

async function bmvOrder(db: Kysely<Database>, order: 'tier' | 'before') {
  const key =
    order === 'tier'
      ? sql`l.bmv_sort_tier ASC NULLS LAST`
      : sql`l.bmv_low_confidence ASC NULLS LAST`;
  const { rows } = await sql<PageRow>`
    SELECT l.id::int AS id, l.district, l.avg_bmv::float8 AS avg_bmv,
           cardinality(l.price_warnings) > 0 AS warned, l.bmv_low_confidence AS low
    FROM listings l
    WHERE ${sql.raw(saleOnMarket('l'))} AND NOT l.non_residential AND l.avg_bmv IS NOT NULL
    ORDER BY ${key}, l.avg_bmv ASC NULLS LAST, l.id ASC`.execute(db);
  return rows;
}

/** The first page of a list, its warned cards, and whether a clean card was left out for one. */
function firstPage(rows: PageRow[]) {
  const first = rows.slice(0, page);
  const warned = first.filter((r) => r.warned).length;
  const cleanLeft = rows.slice(page).some((r) => !r.warned);
  return { cards: first.length, warned, violation: warned > 0 && cleanLeft };
}

function precisionRecall(sample: SampleListing[]) {
  return TEXT_CODES.map((code) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: number[] = [];
    for (const l of sample) {
      // The demo's year (demo-clock.ts), for 'a 99 year lease from 1985'.
      const found = priceWarnings({ ...l, asOfYear: 2025 }).includes(code);
      const labelled = l.labels.includes(code);
      if (found && labelled) tp++;
      else if (found) {
        fp++;
        misses.push(l.id);
      } else if (labelled) {
        fn++;
        misses.push(l.id);
      }
    }
    return {
      code,
      labelled: tp + fn,
      found: tp + fp,
      precision: tp + fp === 0 ? null : tp / (tp + fp),
      recall: tp + fn === 0 ? null : tp / (tp + fn),
      wrong: misses,
    };
  });
}

async function main() {
  const handle = await openMigratedDatabase(loadPipelineConfig());
  try {
    const db = handle.db;
    const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM listings`.execute(db);
    if ((held.rows[0]?.n ?? 0) === 0) {
      console.log('No listings: loading the demo and deriving (a few minutes)...');
      await runDemo(handle, {});
      await runDerive(handle, { full: true });
    }
    const counts = await sql<{ code: string; n: number; sales: number }>`
      SELECT c AS code, count(*)::int AS n,
             (SELECT count(*)::int FROM listings s WHERE ${sql.raw(saleOnMarket('s'))}) AS sales
      FROM listings l, unnest(l.price_warnings) c
      WHERE ${sql.raw(saleOnMarket('l'))}
      GROUP BY c ORDER BY c`.execute(db);
    const farOnly = await sql<{ n: number; far: number; any: number }>`
      SELECT count(*) FILTER (WHERE l.price_warnings = '{far-below-comparables}')::int AS n,
             count(*) FILTER (WHERE 'far-below-comparables' = ANY(l.price_warnings))::int AS far,
             count(*) FILTER (WHERE cardinality(l.price_warnings) > 0)::int AS any
      FROM listings l WHERE ${sql.raw(saleOnMarket('l'))}`.execute(db);

    // Every BMV against the point the answers serve (core estimatePoint, whole pounds).
    const points = await sql<{
      id: number;
      list_price: number;
      estimate_price: number | null;
      range1_price: number | null;
      range2_price: number | null;
      avg_bmv: number;
    }>`
      SELECT l.id::int AS id, l.list_price, l.estimate_price, l.range1_price, l.range2_price,
             l.avg_bmv::float8 AS avg_bmv
      FROM listings l WHERE l.transaction_type = 'sale' AND l.avg_bmv IS NOT NULL`.execute(db);
    const inconsistent = points.rows.filter((r) => {
      const point = estimatePoint(r.estimate_price, r.range1_price, r.range2_price);
      return point === null || bmvAgainstPoint(r.list_price, point) !== r.avg_bmv;
    });
    const after = await bmvOrder(db, 'tier');
    const before = await bmvOrder(db, 'before');
    const districts = [...new Set(after.map((r) => r.district ?? ''))].sort();
    const pages = [
      { list: 'nationwide', after: firstPage(after), before: firstPage(before) },
      ...districts.map((d) => ({
        list: d,
        after: firstPage(after.filter((r) => r.district === d)),
        before: firstPage(before.filter((r) => r.district === d)),
      })),
    ];
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SampleListing[];
    const samples = [
      { name: 'demo listing texts', listings: read(values.sample) },
      { name: 'real-looking phrasings', listings: read(values.phrasings) },
    ].map((x) => ({ ...x, perCode: precisionRecall(x.listings) }));
    const report = {
      bmvAgainstServedPoint: {
        withBmv: points.rows.length,
        inconsistent: inconsistent.map((r) => r.id),
      },
      warnedSalesOnMarket: counts.rows,
      anyWarning: farOnly.rows[0]?.any ?? 0,
      farBelowComparables: {
        flagged: farOnly.rows[0]?.far ?? 0,
        withNoTextWarning: farOnly.rows[0]?.n ?? 0,
      },
      bmvSortFirstPage: pages,
      samples: samples.map((x) => ({
        name: x.name,
        listings: x.listings.length,
        perCode: x.perCode,
      })),
    };
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
    console.log(
      `BMV against the served point (estimatedPrice): ${points.rows.length - inconsistent.length} of ${points.rows.length} consistent${inconsistent.length ? ` (not: ${inconsistent.slice(0, 10).join(', ')})` : ''}`,
    );
    console.log('Price warnings among sale listings on the market:');
    for (const r of counts.rows)
      console.log(`  ${r.code}: ${r.n} of ${r.sales} (${pct(r.n / r.sales)})`);
    const sales = counts.rows[0]?.sales ?? 0;
    const any = farOnly.rows[0]?.any ?? 0;
    console.log(`  any warning: ${any} of ${sales} (${pct(sales ? any / sales : null)})`);
    console.log(
      `  far-below-comparables with no text warning: ${report.farBelowComparables.withNoTextWarning} of ${report.farBelowComparables.flagged}`,
    );
    console.log(`\nBMV sort (ascending), first page of ${page}: warned cards, before -> after`);
    for (const p of pages) {
      console.log(
        `  ${p.list.padEnd(10)} ${p.before.warned}/${p.before.cards} -> ${p.after.warned}/${p.after.cards}${p.after.violation ? '  WARNED CARD WHILE A CLEAN ONE IS LEFT' : ''}`,
      );
    }
    for (const x of samples) {
      console.log(`\nLabelled sample, ${x.name}: ${x.listings.length}`);
      console.log('  code                        labelled found precision recall');
      for (const q of x.perCode) {
        console.log(
          `  ${q.code.padEnd(27)} ${String(q.labelled).padStart(8)} ${String(q.found).padStart(5)} ${pct(q.precision).padStart(9)} ${pct(q.recall).padStart(6)}${q.wrong.length ? `  (wrong: ${q.wrong.join(', ')})` : ''}`,
        );
      }
    }
  } finally {
    await handle.close();
  }
}

await main();
