import { z } from 'zod';
import { boundedDateSchema, DATE_MESSAGE } from '../dates.ts';
import { analyseInputSchema } from '../analyse/analyse-schema.ts';
import { parsePostcode } from '../geo/postcode.ts';
import { homeEventSchema } from '../property/property-history.ts';
import { idInputSchema, idSchema } from '../search/estimate-card.ts';

/**
 * Deals (issue 29; docs/http-api.md#deals): a listing, a PLO pair or an analysed property that
 * a user follows from first look to purchase. A deal belongs to one user (the session's);
 * anyone else gets 404, as if it did not exist. It keeps the figures of the day it was added
 * (`then`) and answers today's beside them (`now`, null when the listing has left the market
 * or the property is an analysis).
 */

export const DEAL_STAGES = [
  'considering',
  'viewing',
  'offer-made',
  'offer-accepted',
  'purchased',
  'lost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  considering: 'Considering',
  viewing: 'Viewing',
  'offer-made': 'Offer made',
  'offer-accepted': 'Offer accepted',
  purchased: 'Purchased',
  lost: 'Lost',
};

/** A listing, a PLO pair (sale and rental listings) or an analysis (POST /api/analyse's input). */
export const DEAL_KINDS = ['listing', 'plo', 'analysis'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const DEAL_KIND_LABELS: Record<DealKind, string> = {
  listing: 'Listing',
  plo: 'PLO pair',
  analysis: 'Analysed',
};

export const OFFER_OUTCOMES = ['pending', 'accepted', 'rejected'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

export const DEAL_LIMITS = {
  title: 120,
  notes: 10_000,
  offerNote: 500,
  viewingNote: 500,
  /** Offers and viewings held per deal. */
  entries: 100,
  /** Deals held per user. */
  deals: 1_000,
  money: 100_000_000,
} as const;

export const DEAL_MESSAGES = {
  notFound: 'Deal not found',
  propertyGone: 'Property has been removed by the agent',
  tooMany: `At most ${DEAL_LIMITS.deals} deals`,
  tooManyEntries: `At most ${DEAL_LIMITS.entries} per deal`,
  shareNotFound: 'This share link does not exist, has expired or was revoked',
  stage: `Stage is one of ${DEAL_STAGES.join(', ')}`,
  outcome: `Outcome is one of ${OFFER_OUTCOMES.join(', ')}`,
  date: DATE_MESSAGE,
  amount: `Must be a whole number of pounds from 1 to ${DEAL_LIMITS.money.toLocaleString('en-GB')}`,
} as const;

/** Text PostgreSQL can store: no NUL character (a 500 otherwise). */
const storable = (schema: z.ZodString) =>
  schema.refine((text) => !text.includes('\u0000'), 'Must not contain a NUL character');

/** A calendar date 'YYYY-MM-DD' that exists, in the range every request date keeps. */
export const isoDateSchema = boundedDateSchema(DEAL_MESSAGES.date);

export const dealStageSchema = z.enum(DEAL_STAGES, { error: DEAL_MESSAGES.stage });

const amountSchema = z
  .number({ error: DEAL_MESSAGES.amount })
  .int(DEAL_MESSAGES.amount)
  .min(1, DEAL_MESSAGES.amount)
  .max(DEAL_LIMITS.money, DEAL_MESSAGES.amount);

const titleSchema = storable(
  z
    .string()
    .trim()
    .min(1, 'Give the deal a title')
    .max(DEAL_LIMITS.title, `At most ${DEAL_LIMITS.title} characters`),
);
const notesSchema = storable(
  z.string().max(DEAL_LIMITS.notes, `At most ${DEAL_LIMITS.notes} characters`),
);

const numericId = idInputSchema;

/**
 * POST /api/deals: exactly one of `{ propertyId }` (a sale listing), `{ salePropertyId,
 * rentPropertyId }` (a PLO pair) or `{ analysis }` (the inputs of POST /api/analyse).
 */
export const createDealBodySchema = z
  .object({
    propertyId: numericId.optional(),
    salePropertyId: numericId.optional(),
    rentPropertyId: numericId.optional(),
    /** The inputs of an analysis (POST /api/analyse's body). */
    analysis: analyseInputSchema.optional(),
    title: titleSchema.optional(),
    stage: dealStageSchema.optional(),
    notes: notesSchema.optional(),
    /**
     * One deal per property: a second deal on a property already in the user's deals is
     * refused (409 `DEAL_EXISTS`) unless this is true (the user asks for another on purpose).
     */
    duplicate: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const listing = body.propertyId !== undefined;
    const plo = body.salePropertyId !== undefined || body.rentPropertyId !== undefined;
    const analysis = body.analysis !== undefined;
    if (Number(listing) + Number(plo) + Number(analysis) !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['propertyId'],
        message: 'Give propertyId, or salePropertyId with rentPropertyId, or analysis',
      });
    } else if (plo && body.salePropertyId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['salePropertyId'], message: 'Required' });
    } else if (plo && body.rentPropertyId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rentPropertyId'], message: 'Required' });
    }
  })
  .meta({ id: 'CreateDeal' });
export type CreateDealBody = z.output<typeof createDealBodySchema>;

/**
 * What a deal is about, to keep one deal per property (POST /api/deals' 409 `DEAL_EXISTS`,
 * the details pages' "In your deals"): a listing by its id, a PLO pair by both ids, an
 * analysis by the listing it was valued as, else by its postcode and address (an analysis
 * without an address is never taken for another).
 */
export interface DealIdentity {
  kind: DealKind;
  propertyId: string | null;
  rentPropertyId: string | null;
  postcode: string | null;
  address: string | null;
}

const placeKey = (d: DealIdentity): string | null => {
  const address = d.address
    ?.trim()
    .toLowerCase()
    .replace(/[\s,]+/g, ' ');
  if (!address || !d.postcode) return null;
  const postcode = parsePostcode(d.postcode)?.postcode ?? d.postcode.trim().toUpperCase();
  return `${postcode}|${address}`;
};

export function sameDealProperty(a: DealIdentity, b: DealIdentity): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'analysis') {
    return a.propertyId === b.propertyId && a.rentPropertyId === b.rentPropertyId;
  }
  if (a.propertyId !== null && b.propertyId !== null) return a.propertyId === b.propertyId;
  const key = placeKey(a);
  return key !== null && key === placeKey(b);
}

/** A board's deal as an identity. */
export const identityOfDeal = (d: DealSummary): DealIdentity => ({
  kind: d.kind,
  propertyId: d.propertyId,
  rentPropertyId: d.rentPropertyId,
  postcode: d.property.postcode,
  address: d.property.address,
});

/** PATCH /api/deals/{id}: any of these; `reminderOn: null` clears the reminder. */
export const updateDealBodySchema = z
  .object({
    title: titleSchema.optional(),
    stage: dealStageSchema.optional(),
    notes: notesSchema.optional(),
    reminderOn: isoDateSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Give at least one of title, stage, notes, reminderOn',
    path: ['stage'],
  })
  .meta({ id: 'UpdateDeal' });
export type UpdateDealBody = z.output<typeof updateDealBodySchema>;

export const offerBodySchema = z
  .object({
    amount: amountSchema,
    offeredOn: isoDateSchema,
    /** Pending when not given. */
    outcome: z.enum(OFFER_OUTCOMES, { error: DEAL_MESSAGES.outcome }).optional(),
    note: storable(z.string().max(DEAL_LIMITS.offerNote)).optional(),
  })
  .strict()
  .meta({ id: 'NewDealOffer' });
export type OfferBody = z.output<typeof offerBodySchema>;

export const updateOfferBodySchema = z
  .object({ outcome: z.enum(OFFER_OUTCOMES, { error: DEAL_MESSAGES.outcome }) })
  .strict()
  .meta({ id: 'DealOfferUpdate' });

export const viewingBodySchema = z
  .object({
    viewedOn: isoDateSchema,
    /** 'HH:MM', optional. */
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time HH:MM')
      .optional(),
    note: storable(z.string().max(DEAL_LIMITS.viewingNote)).optional(),
  })
  .strict()
  .meta({ id: 'NewDealViewing' });
export type ViewingBody = z.output<typeof viewingBodySchema>;

export const dealParamsSchema = z.object({ id: idSchema });
export const dealEntryParamsSchema = z.object({ id: idSchema, entryId: idSchema });

/** The deals list: optional stage, kind and free text filters. */
export const dealsQuerySchema = z
  .object({
    stage: dealStageSchema.optional(),
    kind: z.enum(DEAL_KINDS).optional(),
    q: storable(z.string().trim().max(100)).optional(),
  })
  .strict();
export type DealsQuery = z.output<typeof dealsQuerySchema>;

/**
 * The figures of a deal on one day (docs/methodology.md "Deals: then and now"): the asking
 * price, the estimate (point, range, confidence), BMV, the monthly rent the yield uses and
 * where it comes from, the gross yield and the single-let ROI, with the listing's status.
 */
export const dealFiguresSchema = z
  .object({
    /** When the figures were read (ISO timestamp). */
    asOf: z.string(),
    listPrice: z.number().nullable(),
    estimate: z.number().nullable(),
    estimateLow: z.number().nullable(),
    estimateHigh: z.number().nullable(),
    estimateConfidence: z.enum(['High', 'Medium', 'Low']).nullable(),
    /** (listPrice - estimate) / estimate x 100, one decimal: negative = below market value. */
    bmv: z.number().nullable(),
    /** The BMV is shown "check the estimate" (core estimates/bmv-check.ts; absent on older figures). */
    bmvCheck: z.boolean().nullable().optional(),
    /** Monthly rent, pounds. */
    rent: z.number().nullable(),
    rentSource: z.enum(['estimate', 'paired', 'given']).nullable(),
    grossYield: z.number().nullable(),
    roi: z.number().nullable(),
    status: z.string().nullable(),
  })
  .meta({ id: 'DealFigures' });
export type DealFigures = z.infer<typeof dealFiguresSchema>;

/** What the deal is about, as it was when added (a listing's address does not change). */
export const dealPropertySchema = z
  .object({
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    propertyType: z.string().nullable(),
    bedrooms: z.number().nullable(),
    floorArea: z.number().nullable(),
    tenure: z.string().nullable(),
    mainImage: z.string().nullable(),
    images: z.array(z.string()),
  })
  .meta({ id: 'DealProperty' });
export type DealProperty = z.infer<typeof dealPropertySchema>;

export const dealOfferSchema = z
  .object({
    id: idSchema,
    amount: z.number(),
    offeredOn: z.string(),
    outcome: z.enum(OFFER_OUTCOMES),
    note: z.string().nullable(),
  })
  .meta({ id: 'DealOffer' });
export type DealOffer = z.infer<typeof dealOfferSchema>;

export const dealViewingSchema = z
  .object({
    id: idSchema,
    viewedOn: z.string(),
    time: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'DealViewing' });
export type DealViewing = z.infer<typeof dealViewingSchema>;

/** A deal as the board lists it. */
export const dealSummarySchema = z
  .object({
    id: idSchema,
    kind: z.enum(DEAL_KINDS),
    title: z.string(),
    stage: dealStageSchema,
    /** The sale listing (listing and PLO deals), the rental (PLO deals). */
    propertyId: idSchema.nullable(),
    rentPropertyId: idSchema.nullable(),
    property: dealPropertySchema,
    /** The asking price when added (the board's column totals add these). */
    listPrice: z.number().nullable(),
    reminderOn: z.string().nullable(),
    /** The latest offer's amount and outcome, if any. */
    lastOffer: dealOfferSchema.nullable(),
    nextViewing: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DealSummary' });
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealListSchema = z
  .object({ deals: z.array(dealSummarySchema) })
  .meta({ id: 'DealList' });
export type DealList = z.infer<typeof dealListSchema>;

/** A deal with everything: notes, offers, viewings, figures then and now, the listing's events. */
export const dealSchema = dealSummarySchema
  .extend({
    notes: z.string(),
    offers: z.array(dealOfferSchema),
    viewings: z.array(dealViewingSchema),
    then: dealFiguresSchema,
    now: dealFiguresSchema.nullable(),
    /** The listing's events (price drops, status) from the home's history, oldest first. */
    events: z.array(homeEventSchema),
    /** The analysis inputs of an analysis deal. */
    analysis: analyseInputSchema.nullable(),
    share: z.object({ expiresAt: z.string() }).nullable(),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

/** How long a share link lives by default (decision 0023). */
export const DEAL_SHARE_DAYS = 30;

export const shareBodySchema = z
  .object({ days: z.number().int().min(1).max(90).optional() })
  .strict()
  .meta({ id: 'DealShareRequest' });

export const dealShareSchema = z
  .object({ url: z.string(), expiresAt: z.string() })
  .meta({ id: 'DealShare' });
export type DealShare = z.infer<typeof dealShareSchema>;

export const shareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Must be a share token'),
});

/** The pack's content beyond the figures: comparables, area, ROI assumptions, notes. */
export const dealPackContentSchema = z
  .object({
    comparables: z.array(
      z.object({
        /** 'estimate': a sale behind the estimate; 'nearby': a recent sale within 1 km. */
        source: z.enum(['estimate', 'nearby']),
        address: z.string(),
        date: z.string().nullable(),
        price: z.number(),
        adjusted: z.number().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        distanceM: z.number().nullable(),
      }),
    ),
    area: z.array(z.object({ label: z.string(), value: z.string() })),
    roiAssumptions: z.array(z.object({ label: z.string(), value: z.string() })),
    methodology: z.array(z.string()),
    attributions: z.array(z.object({ dataset: z.string(), attribution: z.string() })),
  })
  .meta({ id: 'DealPackContent' });
export type DealPackContent = z.infer<typeof dealPackContentSchema>;

/** The public read-only view of a shared deal (no notes, offers or viewings: the pack's content). */
export const sharedDealSchema = z
  .object({
    title: z.string(),
    kind: z.enum(DEAL_KINDS),
    property: dealPropertySchema,
    then: dealFiguresSchema,
    now: dealFiguresSchema.nullable(),
    events: z.array(homeEventSchema),
    expiresAt: z.string(),
    pack: dealPackContentSchema,
  })
  .meta({ id: 'SharedDeal' });
export type SharedDeal = z.infer<typeof sharedDealSchema>;
