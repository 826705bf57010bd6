import { z } from 'zod';

/**
 * The listings JSON-lines format (docs/listings-jsonl.md): one JSON object per line, an
 * optional feed header first, then one listing per line. Unknown keys are ignored, so a
 * producer may send more than we read. One schema for every door a listing comes in by: the
 * listings-jsonl importer and the feeds read files with it, the ingest API reads pushed lines
 * with it and declares its PUT body from it (`core/ingest/ingest.ts`), so the OpenAPI
 * document and the typed client show these fields.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => text(max).nullish();
const count = z.number().int().min(0).max(99).nullish();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** A feed's or a line's source name. */
const SOURCE_NAME = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'lower-case letters, digits, ".", "_" or "-"');

export const FEED_HEADER = z.object({
  feed: z.object({
    /** Names the feed: listings are stored with source "jsonl:<source>". */
    source: SOURCE_NAME,
    /** The file lists every current listing of the feed: absent ones are withdrawn. */
    full: z.boolean().default(false),
    generatedAt: z.iso.datetime({ offset: true }).optional(),
    /** How many listing lines follow: a file holding another number was cut short. */
    count: z.number().int().min(0).optional(),
  }),
});

export const LISTING_STATUSES = [
  'available',
  'sold_stc',
  'under_offer',
  'reserved',
  'let_agreed',
  'sold',
  'let',
  'withdrawn',
] as const;

export const RENT_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'annual', 'pppw'] as const;

export const AGENT = z.object({
  ref: text(200),
  name: text(200),
  phone: optionalText(50),
  email: z.email().max(320).nullish(),
  website: httpUrl.nullish(),
  logoUrl: httpUrl.nullish(),
  address: optionalText(500),
  postcode: optionalText(10),
});

/** A listing's fields, before the rules between them (`LISTING`). */
export const LISTING_FIELDS = z.object({
  source: SOURCE_NAME.optional(),
  ref: text(200),
  transactionType: z.enum(['sale', 'rent']),
  status: z.enum(LISTING_STATUSES).default('available'),
  /** Whole pounds: the asking price, or the rent per `rentFrequency`. null = on application. */
  price: z.number().int().min(0).max(1_000_000_000).nullable(),
  priceQualifier: optionalText(100),
  rentFrequency: z.enum(RENT_FREQUENCIES).nullish(),
  deposit: z.number().int().min(0).max(10_000_000).nullish(),
  address: z.object({
    display: optionalText(500),
    saon: optionalText(100),
    paon: optionalText(100),
    street: optionalText(200),
    locality: optionalText(200),
    town: optionalText(100),
    /** A full postcode ("RG1 1AF"), or the outward code alone ("RG1") when withheld. */
    postcode: text(10),
  }),
  location: z
    .object({ lat: z.number().min(49).max(61), lng: z.number().min(-8.8).max(2) })
    .nullish(),
  propertyType: z.enum(['D', 'S', 'T', 'F', 'O']).nullish(),
  propertySubType: optionalText(100),
  bedrooms: count,
  bathrooms: count,
  receptionRooms: count,
  floorAreaM2: z.number().positive().max(100_000).nullish(),
  tenure: optionalText(50),
  newHome: z.boolean().nullish(),
  furnished: optionalText(50),
  letType: optionalText(50),
  availableFrom: z.iso.date().nullish(),
  summary: z.string().max(5_000).nullish(),
  /** Plain text or HTML; stored as plain text. */
  description: z.string().max(100_000).nullish(),
  features: z.array(text(500)).max(50).default([]),
  images: z.array(httpUrl).max(200).default([]),
  floorPlans: z.array(httpUrl).max(50).default([]),
  url: httpUrl.nullish(),
  agent: AGENT.nullish(),
  listedOn: z.iso.date().nullish(),
  updatedAt: z.iso.datetime({ offset: true }).nullish(),
});

/** The rules between a listing's fields: a rent with a price names its frequency. */
export function listingRules(
  listing: Pick<z.infer<typeof LISTING_FIELDS>, 'transactionType' | 'price' | 'rentFrequency'>,
  context: z.RefinementCtx,
): void {
  if (listing.transactionType === 'rent' && listing.price !== null && !listing.rentFrequency) {
    context.addIssue({
      code: 'custom',
      path: ['rentFrequency'],
      message: 'a rent needs its frequency',
    });
  }
}

/** One listing line. */
export const LISTING = LISTING_FIELDS.superRefine(listingRules);

/** A withdrawal line: the ref of a listing no longer offered, and no `transactionType`. */
export const WITHDRAWAL = z.object({
  ref: text(200),
  status: z.literal('withdrawn'),
  source: SOURCE_NAME.optional(),
});

export type FeedHeader = z.infer<typeof FEED_HEADER>;
export type JsonListing = z.infer<typeof LISTING>;

/** The first issues of a failed validation, as one line: "price: expected number; ...". */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(line)'}: ${issue.message}`)
    .join('; ');
}
