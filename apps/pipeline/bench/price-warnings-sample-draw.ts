import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { PRICE_WARNING_CODES, priceWarnings } from '@yardstick/core/listings/price-warnings';
import { Random } from '@yardstick/core/random/seeded-random';
import { saleOnMarket } from '@yardstick/db/listing-states';
import { loadPipelineConfig } from '../src/config.ts';
import { openMigratedDatabase } from '../src/open-database.ts';

/**
 * `node --import tsx apps/pipeline/bench/price-warnings-sample-draw.ts --out FILE`: draws the
 * sample of demo sale listings that price-warnings-measure.ts scores, without labels (`labels`
 * null, for a reader to fill). Deterministic on the same demo: 60 listings at random; up to 12
 * per code that the rules flag (their precision); up to 40 that the rules leave but whose text
 * holds a word a warning could hide behind (lease, share, retire, cash, auction, construction,
 * over 5x/6x: their recall). Not a test.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });

interface Row {
  id: number;
  summary: string | null;
  description: string | null;
  features: string[];
  tenure: string | null;
  property_sub_type: string | null;
  price_qualifier: string | null;
}

const handle = await openMigratedDatabase(loadPipelineConfig());
try {
  const { rows } = await sql<Row>`
    SELECT l.id::int AS id, l.summary, l.description, l.features, l.tenure, l.property_sub_type,
           l.price_qualifier
    FROM listings l WHERE ${sql.raw(saleOnMarket('l'))} ORDER BY l.id`.execute(handle.db);
  const random = new Random(26, 'price-warnings-sample');
  const chosen = new Map<number, Row>();
  for (const row of random.shuffled(rows).slice(0, 60)) chosen.set(row.id, row);
  const input = (r: Row) => ({
    summary: r.summary,
    description: r.description,
    features: r.features,
    tenure: r.tenure,
    propertySubType: r.property_sub_type,
    priceQualifier: r.price_qualifier,
  });
  for (const code of PRICE_WARNING_CODES) {
    const flagged = rows.filter((r) => priceWarnings(input(r)).includes(code));
    for (const row of random.shuffled(flagged).slice(0, 12)) chosen.set(row.id, row);
  }
  const hint = /lease|share|retire|cash|auction|construction|over (?:5|6)\d/i;
  const quiet = rows.filter(
    (r) =>
      priceWarnings(input(r)).length === 0 &&
      hint.test(`${r.summary} ${r.description} ${r.features.join(' ')}`),
  );
  for (const row of random.shuffled(quiet).slice(0, 40)) chosen.set(row.id, row);
  const sample = [...chosen.values()]
    .sort((a, b) => a.id - b.id)
    .map((r) => ({ id: r.id, ...input(r), labels: null }));
  const text = `${JSON.stringify(sample, null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  console.error(`${sample.length} listings drawn`);
} finally {
  await handle.close();
}
