import { sql, type Kysely } from 'kysely';
import type { Database } from '@yardstick/db/schema';
import { fromClause, whereClause, type ListingQuery } from './listing-query.ts';

/** Figures of the listings a query selects, per postcode district: Kysely only. */
type Db = Kysely<Database>;

export interface DistrictSummaryRow {
  district: string;
  total: number;
  avg_price: number | null;
  avg_bmv: number | null;
  avg_roi: number | null;
}

/**
 * Per postcode district: how many listings the query selects (its source, base condition
 * and filter, as its cards and counts) and their average asking price, BMV % and ROI %.
 * Districts without a match have no row.
 */
export async function summariseByDistrict(db: Db, q: ListingQuery): Promise<DistrictSummaryRow[]> {
  const { rows } = await sql<DistrictSummaryRow>`
    SELECT l.district, count(*)::int AS total,
           round(avg(l.list_price))::int AS avg_price,
           round(avg(l.avg_bmv), 1)::float8 AS avg_bmv,
           round(avg(l.roi), 2)::float8 AS avg_roi
    ${fromClause(q)} ${whereClause(q)}
    GROUP BY l.district
    ORDER BY l.district`.execute(db);
  return rows;
}
