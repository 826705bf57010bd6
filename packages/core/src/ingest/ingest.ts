import { z } from 'zod';
import { LISTING_FIELDS, listingRules, WITHDRAWAL } from './listing-schema.ts';

/**
 * The ingest API's edges (docs/http-api.md "Ingest"): a data supplier pushes
 * listings in the listings JSON-lines schema (docs/listings-jsonl.md) for one source, one by
 * one (PUT, DELETE) or as an NDJSON batch (POST). The listing itself is the schema of
 * `listing-schema.ts`, which the importer shares; these are the path, query, body and answer
 * shapes.
 */

/** A source name: stored as `push:<source>` in listings.source. */
export const ingestSourceSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{0,63}$/,
    'lower-case letters, digits, ".", "_" or "-", starting with a letter or digit, at most 64',
  );

/**
 * A listing ref in a path: letters, digits and `.`, `_`, `-`, `:`, at most 200. A ref with
 * other characters can still be pushed (and withdrawn) through the batch endpoint.
 */
export const ingestRefSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'letters, digits, ".", "_", "-" or ":"');

export const ingestSourceParamsSchema = z.object({ source: ingestSourceSchema });
export const ingestListingParamsSchema = z.object({
  source: ingestSourceSchema,
  ref: ingestRefSchema,
});

/**
 * The body of a PUT: one listing in the listings JSON-lines schema, its `ref` optional (the
 * path's), or a withdrawal (`{"status": "withdrawn"}`, no `transactionType`). The ingest reads
 * it with the same schema (`readPushValue`, after the path's ref and source), so the answer to
 * a wrong body is the batch's reason for a wrong line. Declared inline (no component id): the
 * typed client then keeps the fields with defaults (`status`, `images`, ...) optional, as
 * openapi-typescript does for request bodies and not for shared components.
 */
export const ingestListingBodySchema = z.union([
  LISTING_FIELDS.partial({ ref: true }).superRefine(listingRules).meta({
    description: "A listing in the schema of docs/listings-jsonl.md; ref, when given, the path's",
  }),
  WITHDRAWAL.partial({ ref: true }).meta({
    description: "Withdraws the listing of the path's ref",
  }),
]);

export const ingestOutcomeSchema = z.enum(['created', 'updated', 'unchanged', 'withdrawn']);

/** The answer of PUT and DELETE: the listing's id, whether the call changed it, its status. */
export const ingestListingResultSchema = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    outcome: ingestOutcomeSchema,
    changed: z.boolean(),
    status: z.string(),
  })
  .meta({ id: 'IngestListingResult' });

export const ingestBatchQuerySchema = z.object({
  /** The batch is the source's whole list: its listings absent from it are withdrawn. */
  full: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** The answer of a batch: counts by listing, and the rejected lines with their reason. */
export const ingestBatchResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    withdrawn: z.number().int(),
    /** Full snapshot only: listings of the source absent from it, now withdrawn. */
    withdrawnAbsent: z.number().int(),
    rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'IngestBatchResult' });

export type IngestListingResult = z.infer<typeof ingestListingResultSchema>;
export type IngestBatchResult = z.infer<typeof ingestBatchResultSchema>;
