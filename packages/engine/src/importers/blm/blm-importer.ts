import { screenListings } from './listing-directory.ts';
import { defineImporter, type StagedRow } from '../importer.ts';
import { readBlmListings } from './blm-parser.ts';
import { agentsTarget, LISTINGS_TARGET, withdrawAbsentListings } from './listing-target.ts';

/** Files being imported that ended with #END# (by absolute path). */
const completeFeeds = new Set<string>();

/**
 * Rightmove BLM v3 listing feeds, as estate agents' software exports them. Each file is a
 * full feed for the branches it contains: re-importing updates listings, appends price
 * changes to the price history, and withdraws the listings of those branches it no longer
 * lists (only when the file is whole, ending with #END#). Listings of other branches and
 * sources are left alone.
 */
export const blmImporter = defineImporter<StagedRow>({
  source: 'blm',
  description: 'Rightmove BLM v3 feed (.blm): #HEADER#, #DEFINITION#, #DATA#, #END#',
  accepts: (fileName) => /\.blm(\.gz)?$/i.test(fileName),
  target: LISTINGS_TARGET,
  extraTargets: { agents: agentsTarget([]) },
  parse: (input, { file }) => {
    completeFeeds.delete(file);
    return readBlmListings(input, () => completeFeeds.add(file));
  },
  // A feed cut short (no #END#) must not withdraw the listings it did not get to.
  screen: screenListings,
  finish: async (context) =>
    completeFeeds.delete(context.file) ? withdrawAbsentListings(context) : undefined,
});
