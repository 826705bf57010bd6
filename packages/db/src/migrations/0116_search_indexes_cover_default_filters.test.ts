import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { withIncluded } from './0116_search_indexes_cover_default_filters.ts';

describe('the search sort indexes cover the default filters (migration 0116)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('adds the columns to an INCLUDE list, or a new one before the predicate', () => {
    const plain = `CREATE INDEX a ON public.listings USING btree (list_price, id) WHERE ((transaction_type = 'sale'::text))`;
    expect(withIncluded(plain, ['status', 'non_residential'])).toBe(
      `CREATE INDEX a ON public.listings USING btree (list_price, id) INCLUDE (status, non_residential) WHERE ((transaction_type = 'sale'::text))`,
    );
    const included = `CREATE INDEX b ON public.listings USING btree (updated_on, id) INCLUDE (status, lat) WHERE (x)`;
    expect(withIncluded(included, ['status', 'non_residential'])).toBe(
      `CREATE INDEX b ON public.listings USING btree (updated_on, id) INCLUDE (status, lat, non_residential) WHERE (x)`,
    );
    const done = withIncluded(included, ['status', 'non_residential']);
    expect(withIncluded(done, ['status', 'non_residential'])).toBe(done);
  });

  it('lets a default search in every order read the index alone', async () => {
    const { rows } = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'listings' AND indexname LIKE 'listings\\_search\\_%'`.execute(handle.db);
    expect(rows.length).toBe(19);
    // A place's count (a town's districts, a postcode area) has its own covering index.
    const names = rows.map((r) => r.name);
    expect(names).toContain('listings_search_district_idx');
    expect(names).toContain('listings_search_area_idx');
    for (const { name, definition } of rows) {
      expect(definition, name).toMatch(/INCLUDE \([^)]*\bstatus\b[^)]*\)/);
      expect(definition, name).toMatch(/INCLUDE \([^)]*\bnon_residential\b[^)]*\)/);
    }
    // The default search's conditions (on the market, not sold, residential) in two orders:
    // with the table's scans off, the planner shows whether the index alone can answer.
    await sql`SET enable_seqscan = off`.execute(handle.db);
    await sql`SET enable_bitmapscan = off`.execute(handle.db);
    try {
      for (const order of ['updated_on DESC, id DESC', 'list_price ASC NULLS LAST, id ASC']) {
        const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN SELECT id FROM listings l
          WHERE l.transaction_type = 'sale' AND l.status <> 'withdrawn' AND l.status <> 'sold'
            AND NOT l.non_residential
          ORDER BY ${sql.raw(order)} LIMIT 20`.execute(handle.db);
        const text = plan.map((r) => r['QUERY PLAN']).join('\n');
        expect(text, order).toContain('Index Only Scan');
      }
    } finally {
      await sql`RESET enable_seqscan`.execute(handle.db);
      await sql`RESET enable_bitmapscan`.execute(handle.db);
    }
  });
});
