import { sql } from 'kysely';
import { priceWarnings } from '@yardstick/core/listings/price-warnings';
import type { DeriveSession } from './derive-session.ts';

/**
 * The price warnings of each sale target (docs/methodology.md "Price warnings"), computed in
 * TypeScript with core's priceWarnings from the listing's own text and fields (summary,
 * description, features, tenure, sub type, price qualifier) and its estimate range from
 * `d_out`, so the search sorts on them without reading any text at query time. Rows stream in
 * id order, BATCH at a time; results go to `d_warn` (sale targets only: a rental keeps '{}').
 */
const BATCH = 20_000;

interface WarningInputRow {
  id: number | string;
  list_price: number | null;
  range1_price: number | null;
  range2_price: number | null;
  summary: string | null;
  description: string | null;
  features: string[] | null;
  tenure: string | null;
  property_sub_type: string | null;
  price_qualifier: string | null;
}

export async function derivePriceWarnings(
  s: DeriveSession,
  options: { asOf: string },
): Promise<number> {
  await s.createTemp('d_warn', 'id bigint PRIMARY KEY, price_warnings text[]');
  const asOfYear = Number(options.asOf.slice(0, 4));
  let after = -1;
  let total = 0;
  for (;;) {
    const { rows } = await s.exec<WarningInputRow>(sql`
      SELECT d.id, d.list_price, d.range1_price, d.range2_price, l.summary, l.description,
             l.features, l.tenure, l.property_sub_type, l.price_qualifier
      FROM d_out d JOIN listings l ON l.id = d.id
      WHERE d.tt = 'sale' AND d.id > ${after}
      ORDER BY d.id LIMIT ${BATCH}`);
    if (rows.length === 0) break;
    const ids: number[] = [];
    const codes: string[] = [];
    for (const row of rows) {
      ids.push(Number(row.id));
      const warnings = priceWarnings({
        summary: row.summary,
        description: row.description,
        features: row.features,
        tenure: row.tenure,
        propertySubType: row.property_sub_type,
        priceQualifier: row.price_qualifier,
        listPrice: row.list_price,
        range1Price: row.range1_price,
        range2Price: row.range2_price,
        asOfYear,
      });
      // Codes are [a-z-] only: a comma list travels as one text[] element per row.
      codes.push(warnings.join(','));
    }
    await s.exec(sql`
      INSERT INTO d_warn
      SELECT u.id, CASE WHEN u.codes = '' THEN '{}'::text[] ELSE string_to_array(u.codes, ',') END
      FROM unnest(${ids}::bigint[], ${codes}::text[]) AS u(id, codes)`);
    total += rows.length;
    after = ids[ids.length - 1] as number;
  }
  return total;
}
