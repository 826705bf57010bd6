import {
  FEED_HEADER,
  issuesText,
  LISTING,
  type FeedHeader,
} from '@yardstick/core/ingest/listing-schema';
import { rejectionReason } from '../../parse/row-error.ts';
import { readTextLines, type ByteSource } from '../../parse/text-lines.ts';
import type { ListingParseOutcome } from '../blm/blm-parser.ts';
import { jsonAgentRow, jsonListingRow } from './jsonl-listing.ts';

/**
 * Streams a listings JSON-lines file (docs/listings-jsonl.md): the optional feed header
 * (reported through `onHeader`), then listings, each preceded by its agent when the agent
 * appears for the first time or with other details (the last details win). A line that is not JSON, or does not match the schema, is rejected
 * with its line number; reading goes on.
 */
export async function* readJsonListings(
  source: ByteSource,
  onHeader?: (header: FeedHeader['feed']) => void,
  onEnd?: (listingLines: number) => void,
): AsyncGenerator<ListingParseOutcome> {
  let feed: FeedHeader['feed'] | undefined;
  let seenListing = false;
  let listingLines = 0;
  let lastLine = 0;
  /** The details last sent for each agent: a listing with different details sends them again. */
  const agents = new Map<string, string>();
  for await (const { line, text } of readTextLines(source)) {
    if (text.trim() === '') continue;
    lastLine = line;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      // Not JSON: counted as a listing line (a cut-short last line is one).
      seenListing = true;
      listingLines += 1;
      yield {
        kind: 'rejected',
        line,
        reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      };
      continue;
    }
    if (value !== null && typeof value === 'object' && 'feed' in value) {
      const header = FEED_HEADER.safeParse(value);
      if (seenListing || feed) {
        yield { kind: 'rejected', line, reason: 'a feed header must be the first line' };
      } else if (!header.success) {
        yield { kind: 'rejected', line, reason: `feed header: ${issuesText(header.error)}` };
      } else {
        feed = header.data.feed;
        onHeader?.(feed);
      }
      continue;
    }
    seenListing = true;
    listingLines += 1;
    const parsed = LISTING.safeParse(value);
    if (!parsed.success) {
      yield { kind: 'rejected', line, reason: issuesText(parsed.error) };
      continue;
    }
    const listing = parsed.data;
    const feedSource = feed?.source ?? listing.source;
    if (!feedSource) {
      yield { kind: 'rejected', line, reason: 'source: needed when the file has no feed header' };
      continue;
    }
    if (feed && listing.source && listing.source !== feed.source) {
      yield {
        kind: 'rejected',
        line,
        reason: `source: "${listing.source}" differs from the feed's "${feed.source}"`,
      };
      continue;
    }
    let row;
    try {
      row = jsonListingRow(listing, feedSource);
    } catch (error) {
      yield { kind: 'rejected', line, reason: rejectionReason(error) };
      continue;
    }
    if (listing.agent) {
      const agent = jsonAgentRow(listing.agent, feedSource);
      const key = `${feedSource}\u0000${agent.source_ref}`;
      const details = JSON.stringify(agent);
      if (agents.get(key) !== details) {
        agents.set(key, details);
        yield { kind: 'row', line, target: 'agents', row: agent };
      }
    }
    yield { kind: 'row', line, row };
  }
  if (feed?.count !== undefined && feed.count !== listingLines) {
    yield {
      kind: 'rejected',
      line: lastLine,
      reason: `the header announces ${feed.count} listings but the file holds ${listingLines}`,
    };
  }
  onEnd?.(listingLines);
}
