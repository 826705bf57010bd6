import { sql } from 'kysely';
import type { DeriveSession } from '../derive-session.ts';

/**
 * `est_area`: each estimate subject's floor area against its postcode's (issue 39, the
 * learned correction's input): ln(its floor area) minus the mean ln floor area of the sales of
 * its postcode and type group (houses, flats) with one, in the 10 years before `refDate`, its
 * own sales left out. A price per m2 times the area assumes the price grows in proportion to
 * the area; with this the model can learn how far a home larger (or smaller) than its
 * neighbours departs from that. From `est_subject`, `est_own` and `ev_adj` (a sale's floor area
 * is its adjusted price over its adjusted price per m2), as the derive and the backtest hold
 * them; the postcode's sales lie within the evidence an incremental derive gathers.
 */
export async function buildAreaContext(s: DeriveSession, refDate: string): Promise<void> {
  await s.exec(sql`DROP TABLE IF EXISTS est_area`);
  await s.exec(sql`
    CREATE TEMP TABLE est_area AS
    SELECT p.sid, ln(p.floor_area) - avg(ln(e.adj_price / e.adj_ppsm)) AS area_rel
    FROM est_subject p
    JOIN ev_adj e ON e.postcode = p.postcode AND e.tgroup = p.tgroup
    WHERE p.floor_area > 0 AND e.adj_ppsm > 0 AND e.adj_price > 0
      AND e.sale_date >= (${refDate}::date - make_interval(years => 10))::date
      AND NOT EXISTS (SELECT 1 FROM est_own o WHERE o.sid = p.sid AND o.tid = e.tid)
    GROUP BY p.sid, p.floor_area`);
  await s.exec(sql`ALTER TABLE est_area ADD PRIMARY KEY (sid)`);
}
