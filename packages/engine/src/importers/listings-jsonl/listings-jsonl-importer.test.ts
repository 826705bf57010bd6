import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { listingsJsonlImporter } from './listings-jsonl-importer.ts';

describe('listings-jsonl import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const first = fixturePath(import.meta.url, 'acme-homes_2024-05-01.jsonl');
  const second = fixturePath(import.meta.url, 'acme-homes_2024-05-15.jsonl');
  const snapshot = async () => [
    ...(await tableSnapshot(handle.db, 'listings')),
    ...(await tableSnapshot(handle.db, 'agents', ['updated_at'])),
    ...(await tableSnapshot(handle.db, 'listing_price_history')),
  ];
  const listing = (ref: string) =>
    handle.db
      .selectFrom('listings')
      .selectAll()
      .where('source_ref', '=', ref)
      .executeTakeFirstOrThrow();
  const prices = async (ref: string) =>
    (
      await sql<{ price: number }>`
        SELECT h.price FROM listing_price_history h JOIN listings l ON l.id = h.listing_id
         WHERE l.source_ref = ${ref} ORDER BY h.recorded_at`.execute(handle.db)
    ).rows.map((r) => r.price);

  it('loads listings and agents and reports the bad lines', async () => {
    const summary = await runImport(handle, listingsJsonlImporter, first);
    expect(summary).toMatchObject({ inserted: 3 + 1, rejected: 8, vintage: '2024-05' });
    const sale = await listing('AH-1001');
    expect(sale).toMatchObject({
      source: 'jsonl:acme-homes',
      list_price: 325000,
      agent_id: expect.any(Number),
    });
    expect(await prices('AH-1001')).toEqual([325000]);
    expect(await prices('AH-3001')).toEqual([]);
  });

  it('leaves identical tables when the same file is imported again', async () => {
    const before = await snapshot();
    const summary = await runImport(handle, listingsJsonlImporter, first);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 8 });
    expect(await snapshot()).toEqual(before);
  });

  it('applies a newer full feed: changes, price history, agent details, withdrawals', async () => {
    const summary = await runImport(handle, listingsJsonlImporter, second);
    expect(summary).toMatchObject({ inserted: 1, rejected: 0 });
    expect(await listing('AH-1001')).toMatchObject({ status: 'under_offer', list_price: 310000 });
    expect(await prices('AH-1001')).toEqual([325000, 310000]);
    expect(await listing('AH-2001')).toMatchObject({
      status: 'withdrawn',
      removed_on: expect.any(Date),
    });
    const agent = await handle.db
      .selectFrom('agents')
      .select('contact_phone')
      .where('source_ref', '=', 'acme-reading')
      .executeTakeFirstOrThrow();
    expect(agent.contact_phone).toBe('0118 496 0999');
    const before = await snapshot();
    await runImport(handle, listingsJsonlImporter, second);
    expect(await snapshot()).toEqual(before);
  });
});

describe('listings-jsonl import against the postcode directory (issue 37 item 4)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('postcodes')
      .values({ postcode: 'RG1 1AF', area: 'RG', district: 'RG1', sector: 'RG1 1', source: 'demo' })
      .execute();
  });
  afterAll(() => handle.close());

  it('rejects a postcode the directory does not hold on its line, as a push does', async () => {
    const listing = (ref: string, postcode: string) =>
      JSON.stringify({
        ref,
        transactionType: 'sale',
        price: 250000,
        address: { paon: '1', street: 'Elm Road', town: 'Reading', postcode },
        propertyType: 'T',
      });
    const file = path.join(
      mkdtempSync(path.join(os.tmpdir(), 'jsonl-dir-')),
      'acme_2024-06-01.jsonl',
    );
    writeFileSync(
      file,
      [
        JSON.stringify({ feed: { source: 'acme-dir' } }),
        listing('D-1', 'rg11af'),
        listing('D-2', 'XX1 1XX'),
        listing('D-3', 'ZZ9'),
      ].join('\n') + '\n',
    );
    const summary = await runImport(handle, listingsJsonlImporter, file);
    expect(summary).toMatchObject({ inserted: 1, rejected: 2 });
    expect(summary.errors).toEqual([
      { line: 3, reason: 'address.postcode: "XX1 1XX" is not a postcode the directory holds' },
      { line: 4, reason: 'address.postcode: "ZZ9" is not a postcode the directory holds' },
    ]);
    const refs = await handle.db.selectFrom('listings').select('source_ref').execute();
    expect(refs.map((r) => r.source_ref)).toEqual(['D-1']);
  });
});
