import { readFileSync } from 'node:fs';
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
    // The directory holds every postcode of the fixtures (a listing it cannot place is
    // rejected: issue 37 item 4, tested at the end).
    await handle.db
      .insertInto('postcodes')
      .values(
        (
          [
            ['RG1 1AJ', 'RG', 'RG1'],
            ['RG1 1AR', 'RG', 'RG1'],
            ['M21 0AA', 'M', 'M21'],
            ['M21 0AB', 'M', 'M21'],
            ['L24 0SA', 'L', 'L24'],
          ] as const
        ).map(([postcode, area, district]) => ({
          postcode,
          area,
          district,
          sector: postcode.slice(0, -2),
          source: 'codepoint',
        })),
      )
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

  it('rejects a listing whose postcode the directory does not hold, on its line', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const text = readFileSync(fixturePath(import.meta.url, '7001_20240515.blm'), 'latin1').replace(
      '|M21|0AB|',
      '|XX1|1XX|',
    );
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'blm-dir-')), '7002_20240601.blm');
    writeFileSync(file, text.replaceAll('7001', '7002'), 'latin1');
    const summary = await runImport(handle, blmImporter, file);
    expect(summary.errors).toEqual([
      {
        line: expect.any(Number),
        reason: 'address.postcode: "XX1 1XX" is not a postcode the directory holds',
      },
    ]);
    expect(summary.rejected).toBe(1);
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

describe('blm import of codes it does not know', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const FIELDS = [
    'AGENT_REF',
    'ADDRESS_1',
    'ADDRESS_2',
    'TOWN',
    'POSTCODE1',
    'POSTCODE2',
    'BRANCH_ID',
    'STATUS_ID',
    'BEDROOMS',
    'PRICE',
    'PRICE_QUALIFIER',
    'PROP_SUB_ID',
    'CREATE_DATE',
    'UPDATE_DATE',
    'DISPLAY_ADDRESS',
    'PUBLISHED_FLAG',
    'TENURE_TYPE_ID',
    'TRANS_TYPE_ID',
  ];
  const record = (ref: string, price: string, subType: string, tenure = '1') =>
    [
      ref,
      '1',
      'High Street',
      'Reading',
      'RG1',
      '1AF',
      '8100',
      '0',
      '0',
      price,
      '0',
      subType,
      '2024-04-01 09:00:00',
      '2024-04-20 10:00:00',
      `${ref}, Reading`,
      '1',
      tenure,
      '1',
    ].join('^') + '^~';

  it('imports a listing with a new sub-type code as Other, warns, and rejects only a bad row', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'blm-')), '8100_20240501.blm');
    writeFileSync(
      file,
      [
        '#HEADER#',
        'Version : 3',
        "EOF : '^'",
        "EOR : '~'",
        '#DEFINITION#',
        `${FIELDS.join('^')}^~`,
        '#DATA#',
        record('8100_C1', '350000', '19'), // Commercial Property, a real Rightmove code
        record('8100_N1', '200000', '412'), // a code Rightmove may add tomorrow
        record('8100_T1', '150000', '1', '77'), // an unknown tenure code
        record('8100_BAD', '-5', '1'), // a negative price: a bad row
        '#END#',
        '',
      ].join('\r\n'),
    );
    const summary = await runImport(handle, blmImporter, file);
    // Four records: the branch's agent row is not a record of the file.
    expect(summary).toMatchObject({ rows: 4, inserted: 3 + 1, rejected: 1, warned: 2 });
    expect(summary.errors).toEqual([{ line: 11, reason: expect.stringMatching(/PRICE/) }]);
    expect(summary.warnings.map((w) => w.line)).toEqual([9, 10]);
    expect(summary.warnings[0]!.reason).toMatch(/PROP_SUB_ID: "412".*"Other"/);
    expect(summary.warnings[1]!.reason).toMatch(/TENURE_TYPE_ID: "77"/);

    const rows = await handle.db
      .selectFrom('listings')
      .select(['source_ref', 'property_type', 'property_sub_type', 'tenure'])
      .orderBy('source_ref')
      .execute();
    expect(rows).toEqual([
      {
        source_ref: '8100_C1',
        property_type: 'O',
        property_sub_type: 'Commercial Property',
        tenure: 'Freehold',
      },
      { source_ref: '8100_N1', property_type: 'O', property_sub_type: 'Other', tenure: 'Freehold' },
      { source_ref: '8100_T1', property_type: 'T', property_sub_type: 'Terraced', tenure: null },
    ]);
    const log = await handle.db
      .selectFrom('imports')
      .select(['rows_read', 'message'])
      .where('id', '=', summary.importId)
      .executeTakeFirstOrThrow();
    expect(log.rows_read).toBe(4);
    expect(log.message).toMatch(/^2 rows imported with a warning \(line 9: PROP_SUB_ID/);
  });
});
