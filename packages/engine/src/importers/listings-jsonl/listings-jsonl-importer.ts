import { screenListings } from '../blm/listing-directory.ts';
import { agentsTarget, LISTINGS_TARGET, withdrawAbsentListings } from '../blm/listing-target.ts';
import { defineImporter, type StagedRow } from '../importer.ts';
import { readJsonListings } from './jsonl-parser.ts';

/** Files being imported whose header declares a full feed (by absolute path). */
const fullFeeds = new Set<string>();

/**
 * Listings in our own JSON-lines format (docs/listings-jsonl.md), for sources that do not
 * export BLM. Re-importing updates listings and appends price changes; a file whose header
 * says `"full": true` also withdraws the feed's listings it no longer lists.
 */
export const listingsJsonlImporter = defineImporter<StagedRow>({
  source: 'listings-jsonl',
  description: 'Listings JSON lines (.jsonl), the format documented in docs/listings-jsonl.md',
  accepts: (fileName) => /\.(jsonl|ndjson)(\.gz)?$/i.test(fileName),
  target: LISTINGS_TARGET,
  // A feed that names its agents keeps their details up to date.
  extraTargets: { agents: agentsTarget(undefined) },
  parse: (input, { file }) => {
    fullFeeds.delete(file);
    let full = false;
    let announced: number | undefined;
    return readJsonListings(
      input,
      (feed) => {
        full = feed.full;
        announced = feed.count;
      },
      // A full feed that holds fewer or more listings than announced was cut short or
      // mangled: nothing is withdrawn then.
      (listingLines) => {
        if (full && (announced === undefined || announced === listingLines)) fullFeeds.add(file);
      },
    );
  },
  screen: screenListings,
  async finish(context) {
    const full = fullFeeds.delete(context.file);
    return full ? withdrawAbsentListings(context) : undefined;
  },
});
