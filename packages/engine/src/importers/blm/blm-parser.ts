import type { ByteSource } from '../../parse/text-lines.ts';
import { rejectionReason } from '../../parse/row-error.ts';
import { readBlm } from './blm-reader.ts';
import { blmListing } from './blm-listing.ts';
import type { AgentRow, ListingRow } from './listing-row.ts';

export type ListingParseOutcome =
  | { kind: 'row'; line: number; row: ListingRow; target?: undefined; warning?: string }
  | { kind: 'row'; line: number; row: AgentRow; target: 'agents' }
  | { kind: 'rejected'; line: number; reason: string };

/**
 * Streams a BLM feed as listings, preceded for each branch by its `agents` row. A BLM feed
 * names branches by number only, so a new branch's agent is called "Branch <id>" until
 * someone names it; the feed never overwrites an agent. `onComplete` is called at #END#;
 * a feed without it is reported as a rejection at its last line.
 */
export async function* readBlmListings(
  source: ByteSource,
  onComplete?: () => void,
): AsyncGenerator<ListingParseOutcome> {
  const branches = new Set<string>();
  let complete = false;
  let lastLine = 0;
  for await (const record of readBlm(source)) {
    lastLine = record.line;
    if (record.kind === 'end') {
      complete = true;
      onComplete?.();
      continue;
    }
    if (record.kind === 'rejected') {
      yield record;
      continue;
    }
    let listing: ListingRow;
    const warnings: string[] = [];
    try {
      listing = blmListing(record.values, (message) => warnings.push(message));
    } catch (error) {
      yield { kind: 'rejected', line: record.line, reason: rejectionReason(error) };
      continue;
    }
    const branch = listing.agent_ref!;
    if (!branches.has(branch)) {
      branches.add(branch);
      yield {
        kind: 'row',
        line: record.line,
        target: 'agents',
        row: {
          source: 'blm',
          source_ref: branch,
          name: `Branch ${branch}`,
          brand_image_url: null,
          contact_phone: null,
          email: null,
          address: null,
          postcode: null,
          website: null,
        },
      };
    }
    yield {
      kind: 'row',
      line: record.line,
      row: listing,
      ...(warnings.length > 0 ? { warning: warnings.join('; ') } : {}),
    };
  }
  if (!complete) {
    yield {
      kind: 'rejected',
      line: lastLine,
      reason: 'the feed has no #END#: it may be cut short, so no listing was withdrawn',
    };
  }
}
