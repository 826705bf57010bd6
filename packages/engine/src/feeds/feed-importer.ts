import type { FinishContext, Importer } from '../importers/importer.ts';
import { withdrawAbsentListings } from '../importers/blm/listing-target.ts';

/**
 * A feed's file goes through the listings importer it names (the same parse, staging, merge,
 * `imports` log and listing_events triggers as `npm run data -- import`); this wraps the
 * importer's `finish` with what a feed adds once the file is merged:
 *
 * - the listing sources the file wrote, added to the feed's `sources`;
 * - for a feed marked full (and a file that is whole): the feed's listings absent from the
 *   file withdrawn (`withdrawAbsentListings` of the listing importers), across every source
 *   the feed has written, so a branch dropped from an agent's export is withdrawn too;
 * - for a zip's pictures: the listings' bare image names pointed at where they were put.
 *
 * The withdrawals the importer's own `finish` made (a whole BLM file, a JSONL header saying
 * full) and ours are counted apart as `withdrawn`.
 */
export interface FeedFileOutcome {
  /** Listings withdrawn because the snapshot no longer lists them. */
  withdrawn: number;
  /** The listing sources the file wrote. */
  sources: string[];
  /** Listings the file added (their `new` listing events). */
  created: number;
}

export interface FeedImportOptions {
  feedId: number;
  full: boolean;
  /** The file is whole (a BLM file ending with #END#): only then may a snapshot withdraw. */
  whole: boolean;
  /** The last listing_events id before the import: the file's `new` events come after it. */
  eventsAfter: number;
  /** Pictures extracted from a zip: bare name → the URL path the app serves it at. */
  images?: ReadonlyMap<string, string>;
}

export function feedImporter(
  importer: Importer,
  options: FeedImportOptions,
  outcome: FeedFileOutcome,
): Importer {
  return {
    ...importer,
    async finish(context) {
      const own = (await importer.finish?.(context)) ?? {};
      outcome.withdrawn += own.updated ?? 0;
      const seen = context.seenTable();
      const { rows } = await context.sql.query<{ source: string }>(
        `SELECT DISTINCT source FROM ${seen} ORDER BY source`,
      );
      outcome.sources = rows.map((r) => r.source);
      await context.sql.query(
        `UPDATE feeds SET sources = ARRAY(SELECT DISTINCT s FROM unnest(sources || $2::text[]) s ORDER BY s)
          WHERE id = $1`,
        [options.feedId, outcome.sources],
      );
      const created = await context.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM listing_events e
           JOIN listings l ON l.id = e.listing_id
           JOIN ${seen} k ON k.source = l.source AND k.source_ref = l.source_ref
          WHERE e.id > $1 AND e.kind = 'new'`,
        [options.eventsAfter],
      );
      outcome.created = Number(created.rows[0]?.n ?? 0);
      let withdrawn = 0;
      if (options.full && options.whole) {
        withdrawn = (await withdrawAbsentListings(context, options.feedId)).updated;
      }
      outcome.withdrawn += withdrawn;
      if (options.images && options.images.size > 0) await pointImages(context, options.images);
      return { ...own, updated: (own.updated ?? 0) + withdrawn };
    },
  };
}

/** Points the file's listings' bare picture names (as a zip's BLM gives them) at the copies. */
async function pointImages(
  context: FinishContext,
  images: ReadonlyMap<string, string>,
): Promise<void> {
  const seen = context.seenTable();
  const names = [...images.keys()];
  const urls = names.map((name) => images.get(name) as string);
  await context.sql.query(
    `WITH pictures AS (SELECT * FROM unnest($1::text[], $2::text[]) AS p (name, url))
     UPDATE listings l
        SET main_image = coalesce((SELECT url FROM pictures WHERE name = l.main_image), l.main_image),
            images = ARRAY(SELECT coalesce(p.url, i) FROM unnest(l.images) WITH ORDINALITY AS x (i, n)
                             LEFT JOIN pictures p ON p.name = x.i ORDER BY x.n),
            floor_plan_images = ARRAY(SELECT coalesce(p.url, i)
                                        FROM unnest(l.floor_plan_images) WITH ORDINALITY AS x (i, n)
                                        LEFT JOIN pictures p ON p.name = x.i ORDER BY x.n)
      WHERE EXISTS (SELECT 1 FROM ${seen} k WHERE k.source = l.source AND k.source_ref = l.source_ref)
        AND (l.main_image = ANY ($1::text[]) OR l.images && $1::text[]
             OR l.floor_plan_images && $1::text[])`,
    [names, urls],
  );
}
