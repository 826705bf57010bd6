import { z } from 'zod';
import { idInputSchema, idSchema } from './search/estimate-card.ts';
import {
  parseChoice,
  rejectUnknown,
  requireParams,
  scalarParam,
  scalarParamWithDefault,
} from './search/query-params.ts';

/**
 * Favourites (docs/http-api.md#favourites; messages: docs/product.md#favourites). A favourite is
 * either an estimate (a sale listing) or a PLO pair (a sale listing and its rental). The
 * owner is always the session's user: a `userId` sent in the body is ignored.
 */
export const FAVOURITE_MESSAGES = {
  confirmAdd: 'Do you want to add this property to watch list ?',
  confirmRemove: 'Do you want to remove this property from your watch list?',
  added: 'Property added to favorites',
  alreadyAdded: 'Property already in favorites',
  removed: 'Property removed from favorites',
  notFound: 'Favourite not found',
  propertyGone: 'Property has been removed by the agent',
} as const;

const numericId = idInputSchema;

export const addFavouriteBodySchema = z
  .object({
    estimatePropertyId: numericId.optional(),
    ploSalePropertyId: numericId.optional(),
    ploRentPropertyId: numericId.optional(),
    /** Accepted for compatibility with older clients and ignored. */
    userId: z.unknown().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const estimate = body.estimatePropertyId !== undefined;
    const plo = body.ploSalePropertyId !== undefined || body.ploRentPropertyId !== undefined;
    if (estimate === plo) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimatePropertyId'],
        message: 'Give estimatePropertyId, or ploSalePropertyId with ploRentPropertyId',
      });
    } else if (plo && body.ploSalePropertyId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ploSalePropertyId'], message: 'Required' });
    } else if (plo && body.ploRentPropertyId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ploRentPropertyId'], message: 'Required' });
    }
  })
  .meta({ id: 'AddFavourite' });
export type AddFavouriteBody = z.output<typeof addFavouriteBodySchema>;

export const addFavouriteResponseSchema = z
  .object({ favoriteId: idSchema })
  .meta({ id: 'FavouriteAdded' });
export type AddFavouriteResponse = z.infer<typeof addFavouriteResponseSchema>;

export const favouriteParamsSchema = z.object({ favoriteId: idSchema });

/** `type`: 'sale' (an estimate) or 'plo' (then rentPropertyId names the rental). */
export const FAVOURITE_TYPES = ['sale', 'plo'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

const parseId = (text: string) =>
  /^\d{1,18}$/.test(text)
    ? ({ ok: true, value: text } as const)
    : ({ ok: false, message: 'Must be an id' } as const);

export const favouriteStatusQuerySchema = rejectUnknown(
  z.object({
    propertyId: scalarParam(parseId),
    type: scalarParamWithDefault(
      parseChoice(FAVOURITE_TYPES, { estimate: 'sale', estimates: 'sale' }),
      'sale' as FavouriteType,
    ),
    rentPropertyId: scalarParam(parseId),
  }),
).superRefine((q, ctx) => {
  requireParams(['propertyId'])(q, ctx);
  if (q.type === 'plo' && q.rentPropertyId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['rentPropertyId'], message: 'Required for type plo' });
  }
});
export type FavouriteStatusQuery = z.output<typeof favouriteStatusQuerySchema>;

export const favouriteStatusSchema = z
  .object({ favoriteId: idSchema.nullable(), isFavorite: z.boolean() })
  .meta({ id: 'FavouriteStatus' });
export type FavouriteStatus = z.infer<typeof favouriteStatusSchema>;
