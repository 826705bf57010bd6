import { z } from 'zod';
import { boundedDateTimeSchema } from '../dates.ts';
import { ploFilterSchema } from '../plo/plo.ts';
import { estimateCardSchema, idSchema } from '../search/estimate-card.ts';
import { searchFilterSchema } from '../search/filter.ts';
import { FILTER_VERSION, filterInputSchema, filterJsonSchema } from '../search/filter-json.ts';
import { parseNumber, scalarParamWithDefault } from '../search/query-params.ts';
import { pageInfoSchema } from '../search/responses.ts';

/**
 * Saved searches and alerts (issue 28; docs/http-api.md#saved-searches-and-alerts, decision
 * 0020). A saved search keeps the search's own query parameters (`filter`), checked by the
 * search's zod schema of its kind (the estimates search or PLO), so every filter the search
 * takes works, the derived figures included (BMV, yield, ROI, confidence, price warnings).
 * A body's filter is a typed JSON object or the URL form (search/filter-json.ts, issue 37);
 * it is kept in the URL form, version FILTER_VERSION, and answered in both forms.
 */

export const SAVED_SEARCH_KINDS = ['estimates', 'plo'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No emails',
};

/** The listing events a favourite's status-change alert covers (listing_events kinds). */
export const STATUS_EVENT_KINDS = ['status-change', 'withdrawn', 'sold'] as const;

/** The most listings an alert email shows (portals cap theirs); it says how many more. */
export const ALERT_EMAIL_MAX_LISTINGS = 10;

/** Paging and display parameters: not part of what a saved search means. */
const NOT_SAVED = new Set(['page', 'size', 'isCountRequired', 'source', 'sort']);

const filterRecordSchema = z.record(z.string(), z.string().max(10_000));

/** The search parameters that a saved search keeps (paging and display left out). */
export function savedFilterParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !NOT_SAVED.has(key)));
}

/** The filter schema of a kind of search. */
export const filterSchemaOf = (kind: SavedSearchKind) =>
  kind === 'plo' ? ploFilterSchema : searchFilterSchema;

function checkSavedFilter(
  value: { kind?: SavedSearchKind | undefined; filter?: Record<string, string> | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!value.filter || !value.kind) return;
  const parsed = filterSchemaOf(value.kind).safeParse(savedFilterParams(value.filter));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: ['filter', ...issue.path], message: issue.message });
  }
}

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(100)
  .regex(/^[^\p{Cc}]*$/u, 'No control characters');

export const savedSearchBodySchema = z
  .object({
    name: nameSchema,
    kind: z.enum(SAVED_SEARCH_KINDS),
    filter: filterInputSchema,
    alert: z.enum(ALERT_FREQUENCIES).default('instant'),
  })
  .strict()
  .superRefine(checkSavedFilter);
export type SavedSearchBody = z.output<typeof savedSearchBodySchema>;

/** PUT: any of name, filter (with its kind) and alert. */
export const savedSearchUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    kind: z.enum(SAVED_SEARCH_KINDS).optional(),
    filter: filterInputSchema.optional(),
    alert: z.enum(ALERT_FREQUENCIES).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.filter && !value.kind) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A filter goes with its kind' });
    }
    checkSavedFilter(value, ctx);
  });
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

export const savedSearchIdParamsSchema = z.object({ id: idSchema });

export const savedSearchCreatedSchema = z.object({ id: z.string() });

export const savedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(SAVED_SEARCH_KINDS),
    /** The filter in the URL form (the web's search parameters). */
    filter: filterRecordSchema,
    /** The same filter as a typed JSON object. */
    criteria: filterJsonSchema,
    /** The version of the stored filter's shape (1: the URL form). */
    filterVersion: z.literal(FILTER_VERSION),
    alert: z.enum(ALERT_FREQUENCIES),
    /** Matches since the member last opened the search (or its matches). */
    newMatches: z.number().int(),
    createdAt: z.string(),
    viewedAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

/** The matches of a saved search on a page unless the request says otherwise. */
export const SAVED_SEARCH_MATCHES_PAGE_SIZE = 100;

export const savedSearchMatchesQuerySchema = z
  .object({
    /** ISO date-time; default: when the member last viewed the search. */
    since: boundedDateTimeSchema().optional(),
    /** Page number from 0. */
    page: scalarParamWithDefault((t) => parseNumber(t, { min: 0, max: 1_000, integer: true }), 0),
    /** Matches per page (1..100, default 100). */
    size: scalarParamWithDefault(
      (t) => parseNumber(t, { min: 1, max: 100, integer: true }),
      SAVED_SEARCH_MATCHES_PAGE_SIZE,
    ),
  })
  .strict();

export const savedSearchMatchesSchema = z.object({
  since: z.string(),
  /** The page: `totalElements` counts every listing that newly matched since `since`. */
  page: pageInfoSchema,
  /** The listings that newly matched, newest first, each with what happened. */
  items: z.array(
    z.object({
      event: z.string(),
      matchedAt: z.string(),
      card: estimateCardSchema,
    }),
  ),
});

// ---- notifications (the bell) ----

export const notificationSchema = z
  .object({
    id: z.string(),
    /** 'search': a saved search matched; 'favourite': something happened to a favourite. */
    source: z.enum(['search', 'favourite']),
    savedSearchId: z.string().nullable(),
    title: z.string(),
    text: z.string(),
    propertyId: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsReadBodySchema = z
  .object({
    /** These notifications; none given: all of them. */
    ids: z
      .array(z.string().regex(/^\d{1,18}$/))
      .max(500)
      .optional(),
  })
  .strict();

// ---- favourite alerts ----

export const alertSettingsSchema = z
  .object({
    priceDrop: z.boolean(),
    statusChange: z.boolean(),
    backOnMarket: z.boolean(),
    frequency: z.enum(ALERT_FREQUENCIES),
  })
  .strict()
  .meta({ id: 'AlertSettings' });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  priceDrop: true,
  statusChange: true,
  backOnMarket: true,
  frequency: 'daily',
};

export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });
/**
 * The operator's `send-digests` (npm run operator -- send-digests): the alerts job run now,
 * its daily and weekly digests taking every match so far.
 */
export const operatorSendDigestsResponseSchema = z.object({
  /** Listing events matched in this run. */
  events: z.number().int(),
  /** Emails composed (digests, and any instant alert that was due). */
  composed: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type OperatorSendDigestsResponse = z.infer<typeof operatorSendDigestsResponseSchema>;

export const unsubscribeResultSchema = z.object({
  unsubscribed: z.boolean(),
  what: z.string(),
});

/** What an event means to an investor, in a notification's words. */
export function eventTitle(
  kind: string,
  prices: { oldPrice: number | null; newPrice: number | null },
  newStatus: string | null,
): string {
  switch (kind) {
    case 'new':
      return 'New listing';
    case 'price-change':
      return prices.oldPrice !== null &&
        prices.newPrice !== null &&
        prices.newPrice < prices.oldPrice
        ? 'Price reduced'
        : 'Price changed';
    case 'back-on-market':
      return 'Back on the market';
    case 'withdrawn':
      return 'Withdrawn';
    case 'sold':
      return 'Sold';
    case 'status-change':
      return newStatus === 'sold_stc'
        ? 'Sold STC'
        : newStatus === 'under_offer'
          ? 'Under offer'
          : 'Status changed';
    default:
      return 'Update';
  }
}
