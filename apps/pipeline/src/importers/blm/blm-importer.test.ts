import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import { runImport } from '../../load/run-import.ts';
import { fixturePath, tableSnapshot } from '../../../test/import-support.ts';
import { blmImporter } from './blm-importer.ts';

describe('blm import', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('postcodes')
      .values({
        postcode: 'RG1 1AF',
        area: 'RG',
        district: 'RG1',
        sector: 'RG1 1',
        lat: 51.457494,
        lng: -0.969244,
        source: 'codepoint',
      })
      .execute();
  });
  afterAll(() => handle.close());

  const first = fixturePath(import.meta.url, '7001_20240501.blm');
  const second = fixturePath(import.meta.url, '7001_20240515.blm');
  const snapshot = async () => [
    ...(await tableSnapshot(handle.db, 'listings')),
    ...(await tableSnapshot(handle.db, 'agents')),
    ...(await tableSnapshot(handle.db, 'listing_price_history')),
  ];
  const listing = (ref: string) =>
    handle.db
      .selectFrom('listings')
      .selectAll()
      .where('source_ref', '=', ref)
      .executeTakeFirstOrThrow();
  const history = async (ref: string) =>
    (
      await sql<{ price: number; recorded_at: Date }>`
        SELECT h.price, h.recorded_at FROM listing_price_history h
          JOIN listings l ON l.id = h.listing_id
         WHERE l.source_ref = ${ref} ORDER BY h.recorded_at`.execute(handle.db)
    ).rows;

  it('loads sale and let listings with their agents and first prices, rejecting bad records', async () => {
    const summary = await runImport(handle, blmImporter, first);
    expect(summary).toMatchObject({ inserted: 6 + 2, rejected: 7 });
    const oak = await listing('7001_RG1001');
    expect(oak).toMatchObject({
      source: 'blm:7001',
      status: 'available',
      list_price: 250000,
      lat: 51.457494,
      features: ['Cash buyers only', 'Three bedrooms', 'Close to the station & town centre'],
      images: [
        'https://media.example.org/7001/RG1001_IMG_00.jpg',
        'https://media.example.org/7001/RG1001_IMG_01.jpg',
      ],
      removed_on: null,
    });
    expect(oak.keywords).toContain("'cash'");
    const agent = await handle.db
      .selectFrom('agents')
      .select(['id', 'name'])
      .where('source_ref', '=', '7001')
      .executeTakeFirstOrThrow();
    expect(agent.name).toBe('Branch 7001');
    expect(oak.agent_id).toBe(agent.id);
    expect(await history('7001_RG1001')).toEqual([
      { price: 250000, recorded_at: new Date('2024-04-01T00:00:00Z') },
    ]);
  });

  it('leaves identical tables when the same feed is imported again', async () => {
    const before = await snapshot();
    const summary = await runImport(handle, blmImporter, first);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 7 });
    expect(await snapshot()).toEqual(before);
  });

  it('updates listings from a newer feed, records price changes and withdraws absent listings', async () => {
    const summary = await runImport(handle, blmImporter, second);
    // RG1001 (price), M21001 (status) changed, M21002 new, RG1002 withdrawn.
    expect(summary).toMatchObject({ inserted: 1, updated: 3, rejected: 0 });
    expect(await history('7001_RG1001')).toEqual([
      { price: 250000, recorded_at: new Date('2024-04-01T00:00:00Z') },
      { price: 240000, recorded_at: expect.any(Date) },
    ]);
    expect((await listing('7001_RG1001')).summary).toBe('Reduced! A three bedroom terraced house.');
    expect(await listing('7001_RG1002')).toMatchObject({
      status: 'withdrawn',
      removed_on: expect.any(Date),
    });
    expect((await listing('7001_M21001')).status).toBe('sold_stc');
    expect(await history('7001_M21001')).toHaveLength(1);
    expect((await listing('7001_M21002')).status).toBe('available');
    // Another branch's listing is not part of this feed and stays as it was.
    expect((await listing('7002_RG1901')).status).toBe('available');
  });

  it('changes nothing when the newer feed is imported again', async () => {
    const before = await snapshot();
    const summary = await runImport(handle, blmImporter, second);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('restores a withdrawn listing that a feed lists again', async () => {
    await runImport(handle, blmImporter, first);
    expect(await listing('7001_RG1002')).toMatchObject({ status: 'sold_stc', removed_on: null });
    expect((await listing('7001_M21002')).status).toBe('withdrawn');
  });
});

describe('blm import of a feed cut short', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('withdraws nothing when the file has no #END#', async () => {
    const { mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    await runImport(handle, blmImporter, fixturePath(import.meta.url, '7001_20240501.blm'));
    const whole = readFileSync(fixturePath(import.meta.url, '7001_20240515.blm'), 'utf-8');
    const cut = path.join(mkdtempSync(path.join(tmpdir(), 'blm-')), '7001_20240515.blm');
    writeFileSync(cut, whole.replace('#END#\r\n', ''));
    const summary = await runImport(handle, blmImporter, cut);
    expect(summary.errors.at(-1)?.reason).toMatch(/no #END#/);
    const flat = await handle.db
      .selectFrom('listings')
      .select('status')
      .where('source_ref', '=', '7001_RG1002')
      .executeTakeFirstOrThrow();
    expect(flat.status).toBe('sold_stc');
  });
});
