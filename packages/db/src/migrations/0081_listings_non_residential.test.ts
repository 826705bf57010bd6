import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isNonResidential,
  NON_RESIDENTIAL_SUB_TYPE_PATTERN,
} from '@yardstick/core/estimates/estimate-scope';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { NON_RESIDENTIAL_PATTERN_0081 } from './0081_listings_non_residential.ts';

describe('listings.non_residential (migration 0081)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("is generated from core's pattern as it stands today", () => {
    // A change of core's pattern needs a migration that redefines the column.
    expect(NON_RESIDENTIAL_PATTERN_0081).toBe(NON_RESIDENTIAL_SUB_TYPE_PATTERN);
  });

  it("agrees with core's isNonResidential for every sub type, kept current on update", async () => {
    const subTypes = [
      null,
      '',
      'Terraced house',
      'Commercial Property',
      'Mixed use',
      'Mixed-use building',
      'Land',
      'Landmark apartment',
      'Plot',
      'Parking space',
      'Garages',
      'Flat above shop',
      'Retail unit',
      'Guest house',
      'Bungalow',
      'Office',
    ];
    for (const [i, subType] of subTypes.entries()) {
      await sql`INSERT INTO listings (source, source_ref, transaction_type, status, property_sub_type)
                VALUES ('test', ${`nr-${i}`}, 'sale', 'available', ${subType})`.execute(handle.db);
    }
    const { rows } = await sql<{ property_sub_type: string | null; non_residential: boolean }>`
      SELECT property_sub_type, non_residential FROM listings WHERE source = 'test'
      ORDER BY source_ref`.execute(handle.db);
    for (const row of rows) {
      expect(row.non_residential, String(row.property_sub_type)).toBe(
        isNonResidential({ propertySubType: row.property_sub_type }),
      );
    }
    await sql`UPDATE listings SET property_sub_type = 'Warehouse'
              WHERE source = 'test' AND source_ref = 'nr-2'`.execute(handle.db);
    const { rows: updated } = await sql<{ non_residential: boolean }>`
      SELECT non_residential FROM listings WHERE source = 'test' AND source_ref = 'nr-2'`.execute(
      handle.db,
    );
    expect(updated[0]?.non_residential).toBe(true);
  });
});
