import { sql, type Kysely } from 'kysely';
import type { RoiListing } from '@yardstick/core/roi/listing-roi-defaults';
import { saleSql } from '@yardstick/db/listing-states';
import type { Database } from '@yardstick/db/schema';

/** A sale listing's figures for the calculator's defaults (core's roiDefaultsOfListing). */
export interface PropertyForRoi extends RoiListing {
  id: string;
}

/** The figures of one sale listing that feed the calculator's defaults. */
export async function findPropertyForRoi(
  db: Kysely<Database>,
  propertyId: string,
): Promise<PropertyForRoi | undefined> {
  const row = await db
    .selectFrom('listings as l')
    .leftJoin('postcodes as p', 'p.postcode', 'l.postcode')
    .leftJoin('area_stats as a', (join) =>
      join.on('a.level', '=', 'district').onRef('a.code', '=', 'l.district'),
    )
    .select([
      sql<string>`l.id::text`.as('id'),
      'l.postcode',
      'l.address',
      'p.country_code as countryCode',
      'l.list_price as listPrice',
      'l.bedrooms',
      'l.total_floor_area as totalFloorArea',
      'l.rent_estimate as rentEstimate',
      'a.avg_room_rent as roomRent',
      'l.range1_price as range1Price',
      'l.range2_price as range2Price',
      'l.estimate_price as estimatePrice',
    ])
    .where('l.id', '=', Number(propertyId))
    .where(saleSql('l'))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    totalFloorArea: row.totalFloorArea === null ? null : Number(row.totalFloorArea),
  };
}
