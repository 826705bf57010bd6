import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { seedFixture } from '../../test/derive-fixture.ts';
import { DERIVED_COLUMNS, runDerive, type DeriveReport } from './run-derive.ts';

/**
 * The adjusted sales evidence kept between runs (stored-evidence.ts, migration 0107): a full
 * run stores it, an incremental run at the same reference dates reads it instead of reading
 * the sales again, and its figures are still a full derive's.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedFixture(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const PASS = { keepReferenceDates: true, oneTransaction: true } as const;
const steps = (report: DeriveReport) => report.timings.map((t) => t.step);
const stepRows = (report: DeriveReport, step: string) =>
  report.timings.find((t) => t.step === step)?.rows;

async function listingFigures() {
  return handle.db
    .selectFrom('listings')
    .select(['id', ...DERIVED_COLUMNS])
    .orderBy('id')
    .execute();
}

async function storedCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM derive_sale_evidence`.execute(handle.db);
  return rows[0]?.n ?? 0;
}

describe('the adjusted sales evidence kept between runs', () => {
  it('is stored by a full run and read by an incremental one, with a full run’s figures', async () => {
    const full = await runDerive(handle, { full: true });
    expect(steps(full)).toContain('store evidence');
    const stored = await storedCount();
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBe(stepRows(full, 'adjusted evidence'));

    // A sale listing matched to a sale changes its bedrooms (the sale's evidence takes the
    // listing's) and another its price: the incremental run reads the stored evidence.
    const { rows: matched } = await sql<{ id: number; bedrooms: number | null }>`
      SELECT l.id, l.bedrooms FROM sold_prices s JOIN listings l ON l.id = s.listing_id
      WHERE l.transaction_type = 'sale' ORDER BY l.id LIMIT 1`.execute(handle.db);
    expect(matched.length).toBe(1);
    const listing = matched[0]!;
    await handle.db
      .updateTable('listings')
      .set({ bedrooms: (listing.bedrooms ?? 2) + 1 })
      .where('id', '=', listing.id)
      .execute();
    const { rows: others } = await sql<{ id: number }>`
      UPDATE listings SET list_price = list_price + 5000
      WHERE id = (SELECT min(id) FROM listings
                  WHERE transaction_type = 'sale' AND status = 'available' AND id <> ${listing.id})
      RETURNING id`.execute(handle.db);
    const other = others[0]!.id;
    const incremental = await runDerive(handle, PASS);
    expect(incremental.mode).toBe('incremental');
    expect(incremental.targets).toBeGreaterThan(0);
    expect(stepRows(incremental, 'stored evidence')).toBe(stored);
    expect(steps(incremental)).not.toContain('sales evidence');
    expect(steps(incremental)).not.toContain('adjusted evidence');
    const { rows: evidence } = await sql<{ bedrooms: number | null }>`
      SELECT bedrooms FROM derive_sale_evidence WHERE listing_id = ${listing.id}`.execute(
      handle.db,
    );
    expect(evidence.every((e) => e.bedrooms === (listing.bedrooms ?? 2) + 1)).toBe(true);
    const afterIncremental = await listingFigures();

    // A full run from the sales gives every listing the same figures.
    // A full run from the sales gives the changed listings the same figures. (Others whose
    // comparables include the matched sale follow its new bedrooms at the next full run, as
    // before the evidence was kept: an incremental run derives what changed.)
    await runDerive(handle, { full: true });
    const reference = await listingFigures();
    const ofChanged = (rows: typeof reference) =>
      rows.filter((r) => r.id === listing.id || r.id === other);
    expect(ofChanged(afterIncremental)).toEqual(ofChanged(reference));
    expect(ofChanged(reference)).toHaveLength(2);
  }, 120_000);

  it('is not read for another window, and the run after an evidence import rebuilds it', async () => {
    await runDerive(handle, { full: true });
    // Another window (an older version's): the incremental run builds its own.
    await sql`UPDATE app_settings SET value = jsonb_set(value, '{version}', '0')
      WHERE key = 'derive.evidence'`.execute(handle.db);
    await sql`UPDATE listings SET list_price = list_price + 1000
      WHERE id = (SELECT max(id) FROM listings WHERE transaction_type = 'sale')`.execute(handle.db);
    const own = await runDerive(handle, PASS);
    expect(own.mode).toBe('incremental');
    expect(stepRows(own, 'stored evidence')).toBeUndefined();
    expect(steps(own)).toContain('sales evidence');

    // A sale imported: the next run is full and stores the new window's evidence.
    const before = await storedCount();
    await sql`INSERT INTO sold_prices (transaction_id, price, date_of_transfer, postcode,
        property_type, old_new, duration, paon, street, town, district, county, ppd_category,
        record_status)
      SELECT gen_random_uuid(), price + 1, date_of_transfer, postcode, property_type, old_new,
             duration, paon || 'A', street, town, district, county, ppd_category, record_status
      FROM sold_prices WHERE ppd_category = 'A' ORDER BY date_of_transfer DESC LIMIT 1`.execute(
      handle.db,
    );
    await sql`INSERT INTO imports (source, file, file_name, status, started_at, finished_at)
      VALUES ('price-paid', 'test.csv', 'test.csv', 'succeeded', now(), now())`.execute(handle.db);
    const rebuilt = await runDerive(handle, PASS);
    expect(rebuilt.mode).toBe('full');
    expect(steps(rebuilt)).toContain('store evidence');
    expect(await storedCount()).toBe(before + 1);
  }, 120_000);
});
