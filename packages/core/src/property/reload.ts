import { z } from 'zod';
import { FAVOURITE_TYPES, type FavouriteType } from '../favourites.ts';
import {
  parseChoice,
  parseText,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
} from '../search/query-params.ts';
import { parseListingId } from './params.ts';

/**
 * GET /api/property/reload?propertyId&type=sale|plo&rentPropertyId? : the property details
 * re-read from the listing source with the full description (`isDescLoaded: true`) and
 * `floorPlanImages`. The answer is the PropertyDetails shape (property-details.ts).
 *
 * We hold no live connection to the listing portals: the listing source is the latest
 * imported feed row of the listing stored in the database, so a reload answers what the
 * last import brought, never fresher data. `type=plo` needs `rentPropertyId` and answers
 * the sale side, 404 when the pair is unknown or either side is withdrawn. `propertyUrl`
 * and `rentPropertyUrl` (sent by older clients) are accepted and not used: the listing
 * is found by its id.
 */
export const reloadQuerySchema = rejectUnknown(
  z.object({
    propertyId: scalarParam(parseListingId),
    type: scalarParamWithDefault(parseChoice(FAVOURITE_TYPES), 'sale' as FavouriteType),
    rentPropertyId: scalarParam(parseListingId),
    propertyUrl: scalarParam(parseText(2_000)),
    rentPropertyUrl: scalarParam(parseText(2_000)),
  }),
).superRefine((q, ctx) => {
  requireParams(['propertyId'])(q, ctx);
  if (q.type === 'plo' && q.rentPropertyId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['rentPropertyId'], message: 'Required for type plo' });
  }
});
export type ReloadQuery = z.output<typeof reloadQuerySchema>;
