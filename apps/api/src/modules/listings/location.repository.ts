import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';

/** The location terms' reads of the listing filter: Kysely only. */
type Db = Kysely<Database>;

/** The districts near the given ones (postcode_districts.nearby_districts), with them. */
export async function withNearbyDistricts(db: Db, districts: string[]): Promise<string[]> {
  if (districts.length === 0) return [];
  const { rows } = await sql<{ district: string }>`
    SELECT DISTINCT x.district FROM (
      SELECT unnest(${districts}::text[]) AS district
      UNION ALL
      SELECT unnest(nearby_districts) FROM postcode_districts
      WHERE district = ANY(${districts}::text[]) AND nearby_districts IS NOT NULL
    ) x ORDER BY x.district`.execute(db);
  return rows.map((r) => r.district);
}
