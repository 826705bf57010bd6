import { POSTCODE_PLACE_COLUMNS } from '../../parse/postcode-row.ts';
import type { ColumnOf, FinishContext, MergeContext, TargetSpec } from '../importer.ts';

/**
 * Where the listing importers (BLM and listings-jsonl) put their rows: `listings` merged on
 * (source, source_ref), `agents` on (source, source_ref), with hooks that resolve the agent,
 * place a listing without coordinates at its postcode, keep the price history and, after a
 * full feed, withdraw what the feed no longer lists.
 */

/** The `listings` columns a feed fills (with `stagingOnly` agent_source and agent_ref). */
export const LISTING_COLUMNS = [
  'source',
  'source_ref',
  'agent_id',
  'transaction_type',
  'status',
  'property_url',
  'list_price',
  'price_qualifier',
  'rent_frequency',
  'deposit',
  'address',
  'paon',
  'saon',
  'street',
  'locality',
  'town',
  ...POSTCODE_PLACE_COLUMNS,
  'property_type',
  'property_sub_type',
  'bedrooms',
  'bathrooms',
  'reception_rooms',
  'total_floor_area',
  'tenure',
  'new_home',
  'furnished',
  'let_type',
  'available_from',
  'summary',
  'description',
  'features',
  'main_image',
  'images',
  'floor_plan_images',
  'listed_on',
  'updated_on',
  'removed_on',
] as const satisfies readonly ColumnOf<'listings'>[];

/** The last staged row per listing (a feed may repeat one). */
const lastStaged = (staging: string) =>
  `(SELECT DISTINCT ON (source, source_ref) * FROM ${staging}
     WHERE _op = 'u' ORDER BY source, source_ref, _seq DESC)`;

/**
 * Before a batch of listings is merged: resolve each agent's feed reference to its id,
 * place listings without coordinates at their postcode (or district centroid), keep a stored update time when the
 * feed gives none (now() for a new listing), and append a price history entry for every
 * listing whose price changed.
 */
async function beforeListingsMerge({ sql, staging }: MergeContext): Promise<void> {
  await sql.query(
    `UPDATE ${staging} s SET agent_id = a.id
       FROM agents a
      WHERE a.source = s.agent_source AND a.source_ref = s.agent_ref`,
  );
  await sql.query(
    `UPDATE ${staging} s SET lat = p.lat, lng = p.lng
       FROM postcodes p
      WHERE s.lat IS NULL AND p.postcode = s.postcode AND p.lat IS NOT NULL`,
  );
  // A listing that gives its outward code only is placed at the district's centroid.
  await sql.query(
    `UPDATE ${staging} s SET lat = d.lat, lng = d.lng
       FROM postcode_districts d
      WHERE s.lat IS NULL AND s.postcode IS NULL AND d.district = s.district
        AND d.lat IS NOT NULL`,
  );
  await sql.query(
    `UPDATE ${staging} s
        SET updated_on = coalesce(
          (SELECT l.updated_on FROM listings l
            WHERE l.source = s.source AND l.source_ref = s.source_ref), now())
      WHERE s.updated_on IS NULL`,
  );
  // A change is dated by the feed when that is later than the last entry, else now.
  await sql.query(
    `INSERT INTO listing_price_history (listing_id, price, status, recorded_at)
     SELECT l.id, s.list_price, s.status,
            CASE WHEN s.updated_on > coalesce(
                   (SELECT max(h.recorded_at) FROM listing_price_history h
                     WHERE h.listing_id = l.id), '-infinity')
                 THEN s.updated_on ELSE now() END
       FROM ${lastStaged(staging)} s
       JOIN listings l ON l.source = s.source AND l.source_ref = s.source_ref
      WHERE s.list_price IS NOT NULL AND l.list_price IS DISTINCT FROM s.list_price
     ON CONFLICT (listing_id, recorded_at) DO NOTHING`,
  );
}

/** After the merge: the first price of every listing that has no history yet. */
async function afterListingsMerge({ sql, staging }: MergeContext): Promise<void> {
  await sql.query(
    `INSERT INTO listing_price_history (listing_id, price, status, recorded_at)
     SELECT l.id, l.list_price, l.status, coalesce(l.listed_on::timestamptz, l.updated_on)
       FROM (SELECT DISTINCT source, source_ref FROM ${staging} WHERE _op = 'u') s
       JOIN listings l ON l.source = s.source AND l.source_ref = s.source_ref
      WHERE l.list_price IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM listing_price_history h WHERE h.listing_id = l.id)
     ON CONFLICT (listing_id, recorded_at) DO NOTHING`,
  );
}

export const LISTINGS_TARGET: TargetSpec<'listings'> = {
  table: 'listings',
  columns: LISTING_COLUMNS,
  stagingOnly: { agent_source: 'text', agent_ref: 'text' },
  conflictKey: ['source', 'source_ref'],
  trackKeys: true,
  beforeMerge: beforeListingsMerge,
  afterMerge: afterListingsMerge,
};

/** The `agents` columns a feed fills. */
export const AGENT_COLUMNS = [
  'source',
  'source_ref',
  'name',
  'brand_image_url',
  'contact_phone',
  'email',
  'address',
  'postcode',
  'website',
] as const satisfies readonly ColumnOf<'agents'>[];

/** Agents named by a feed. `updateColumns` decides what a feed may overwrite. */
export function agentsTarget(
  updateColumns: TargetSpec<'agents'>['updateColumns'],
): TargetSpec<'agents'> {
  return {
    table: 'agents',
    columns: AGENT_COLUMNS,
    conflictKey: ['source', 'source_ref'],
    ...(updateColumns ? { updateColumns } : {}),
  };
}

/**
 * After a full feed: every listing of the feed's sources that the feed no longer lists is
 * withdrawn (status 'withdrawn', removed_on now). The sources are those of the file just
 * merged, or, for a feed run by the scheduler (`feedId`), every source the feed has ever
 * written (a drop folder's files may each carry another branch). Re-running the same feed
 * withdraws nothing more; a withdrawn listing that comes back is restored by the merge
 * (status from the feed, removed_on cleared).
 */
export async function withdrawAbsentListings(
  { sql, seenTable }: FinishContext,
  feedId?: number,
): Promise<{ updated: number }> {
  const seen = seenTable();
  const sources =
    feedId === undefined
      ? `l.source IN (SELECT DISTINCT source FROM ${seen})`
      : `l.source = ANY ((SELECT sources FROM feeds WHERE id = $1)::text[])`;
  const { rows } = await sql.query<{ n: number }>(
    `WITH withdrawn AS (
       UPDATE listings l SET status = 'withdrawn', removed_on = now()
        WHERE ${sources}
          AND l.status <> 'withdrawn'
          AND NOT EXISTS (SELECT 1 FROM ${seen} k
                           WHERE k.source = l.source AND k.source_ref = l.source_ref)
        RETURNING 1)
     SELECT count(*)::int AS n FROM withdrawn`,
    feedId === undefined ? [] : [feedId],
  );
  return { updated: Number(rows[0]?.n ?? 0) };
}
