import type { z } from 'zod';
import { issuesText, LISTING } from '@yardstick/core/ingest/listing-schema';
import { rejectionReason, RowError } from '../parse/row-error.ts';
import type { AgentRow, ListingRow } from '../importers/blm/listing-row.ts';
import { jsonAgentRow, jsonListingRow } from '../importers/listings-jsonl/jsonl-listing.ts';

/**
 * The lines of a push (docs/listings-jsonl.md "Pushing listings"), read with the listings
 * schema the importer shares (`LISTING`, core's listing-schema.ts) and its row mapping
 * (`jsonListingRow`): a listing line is stored as source `push:<source>`; a line `{"ref":
 * "...", "status": "withdrawn"}` with no `transactionType` withdraws the listing of that ref;
 * anything else is rejected with its line number and reason. A PUT's body comes here as sent
 * (its route declares the schema without validating the body), so a wrong body and a wrong
 * batch line get the same reason.
 */

/** Listings pushed for source `s` are stored with `listings.source = 'push:s'`. */
export const PUSH_PREFIX = 'push:';

export const pushedSource = (source: string) => `${PUSH_PREFIX}${source}`;

/** A pushed source name: the listings-jsonl feed name rule. */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export type PushLine =
  | { kind: 'listing'; line: number; ref: string; row: ListingRow; agent: AgentRow | null }
  | { kind: 'withdraw'; line: number; ref: string }
  | {
      kind: 'rejected';
      line: number;
      ref: string | null;
      reason: string;
      /** The reason by field (`address.postcode`, `price` ...), for a 400's `errors`. */
      errors?: Record<string, string>;
    };

/** A schema failure's messages by field (the first message of each). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    errors[issue.path.length ? issue.path.join('.') : 'body'] ??= issue.message;
  }
  return errors;
}

/** A RowError's `label: message` as one field's message. */
function rowErrorField(reason: string): Record<string, string> {
  const at = reason.indexOf(': ');
  return at > 0 ? { [reason.slice(0, at)]: reason.slice(at + 2) } : { body: reason };
}

const MAX_REF = 200;

function refOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || !('ref' in value)) return null;
  const { ref } = value as { ref: unknown };
  return typeof ref === 'string' && ref.trim() !== '' ? ref.trim() : null;
}

function isWithdrawal(value: object): boolean {
  const { status } = value as { status?: unknown };
  return status === 'withdrawn' && !('transactionType' in value);
}

/**
 * Reads one parsed JSON value (line `line`) of a push for `source`. `pathRef`, when given (a
 * PUT), is the ref the line must carry or takes.
 */
export function readPushValue(
  value: unknown,
  line: number,
  source: string,
  pathRef?: string,
): PushLine {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      kind: 'rejected',
      line,
      ref: null,
      reason: 'a line must be a JSON object',
      errors: { body: 'a line must be a JSON object' },
    };
  }
  const given = value as Record<string, unknown>;
  if (pathRef !== undefined) {
    if (given.ref !== undefined && refOf(given) !== pathRef) {
      return {
        kind: 'rejected',
        line,
        ref: pathRef,
        reason: `ref: "${String(given.ref)}" differs from the path's "${pathRef}"`,
        errors: { ref: `"${String(given.ref)}" differs from the path's "${pathRef}"` },
      };
    }
  }
  const withRef = pathRef !== undefined ? { ...given, ref: pathRef } : given;
  const ref = refOf(withRef);
  if (given.source !== undefined && given.source !== source) {
    return {
      kind: 'rejected',
      line,
      ref,
      reason: `source: "${String(given.source)}" differs from the path's "${source}"`,
      errors: { source: `"${String(given.source)}" differs from the path's "${source}"` },
    };
  }
  if (isWithdrawal(withRef)) {
    if (!ref || ref.length > MAX_REF) {
      return {
        kind: 'rejected',
        line,
        ref,
        reason: 'ref: a withdrawal needs the listing ref',
        errors: { ref: 'a withdrawal needs the listing ref' },
      };
    }
    return { kind: 'withdraw', line, ref };
  }
  const parsed = LISTING.safeParse(withRef);
  if (!parsed.success) {
    return {
      kind: 'rejected',
      line,
      ref,
      reason: issuesText(parsed.error),
      errors: fieldErrors(parsed.error),
    };
  }
  try {
    const row = jsonListingRow(parsed.data, source, 'push');
    const agent = parsed.data.agent ? jsonAgentRow(parsed.data.agent, source, 'push') : null;
    return { kind: 'listing', line, ref: parsed.data.ref, row, agent };
  } catch (error) {
    const reason = rejectionReason(error);
    return {
      kind: 'rejected',
      line,
      ref,
      reason,
      ...(error instanceof RowError ? { errors: rowErrorField(reason) } : {}),
    };
  }
}

/**
 * The lines of an NDJSON body (blank lines skipped; line numbers count every line, from 1).
 * A line that is not JSON is rejected; the others are read by `readPushValue`.
 */
export function readPushLines(text: string, source: string): PushLine[] {
  const lines = text.split('\n');
  const out: PushLine[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const body = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (body.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      out.push({
        kind: 'rejected',
        line,
        ref: null,
        reason: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    out.push(readPushValue(value, line, source));
  }
  return out;
}

/** How many non-blank lines an NDJSON body holds (checked before reading it). */
export function countLines(text: string): number {
  let n = 0;
  for (const line of text.split('\n')) if (line.trim() !== '') n += 1;
  return n;
}
