import type {
  AddFavouriteBody,
  AddFavouriteResponse,
  FavouriteStatus,
  FavouriteStatusQuery,
} from '@yardstick/core/favourites';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import type { Page } from '@yardstick/core/search/responses';
import { onPrimary, type AppContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { cardPage } from '../listings/listings.public.ts';
import * as repo from './favourites.repository.ts';

/**
 * The watch list. The user is always the session's; a favourite can only be seen or
 * removed by its owner (anyone else gets 404, as if it did not exist).
 */
function keyOf(userId: string, body: AddFavouriteBody): repo.FavouriteKey {
  if (body.estimatePropertyId !== undefined) {
    return { userId, kind: 'sale', saleListingId: body.estimatePropertyId, rentListingId: null };
  }
  return {
    userId,
    kind: 'plo',
    saleListingId: body.ploSalePropertyId!,
    rentListingId: body.ploRentPropertyId!,
  };
}

export async function addFavourite(
  ctx: AppContext,
  userId: string,
  body: AddFavouriteBody,
): Promise<AddFavouriteResponse> {
  const db = ctx.database.db;
  const key = keyOf(userId, body);
  const available =
    (await repo.listingAvailable(db, key.saleListingId, 'sale')) &&
    (key.rentListingId === null || (await repo.listingAvailable(db, key.rentListingId, 'rent')));
  if (!available) throw notFound(FAVOURITE_MESSAGES.propertyGone);
  const id = await repo.insertFavourite(db, key);
  if (id === undefined) throw conflict(FAVOURITE_MESSAGES.alreadyAdded);
  return { favoriteId: String(id) };
}

export async function removeFavourite(
  ctx: AppContext,
  userId: string,
  favoriteId: string,
): Promise<void> {
  const deleted = await repo.deleteFavourite(ctx.database.db, userId, favoriteId);
  if (!deleted) throw notFound(FAVOURITE_MESSAGES.notFound);
}

export async function favouriteStatus(
  ctx: AppContext,
  userId: string,
  query: FavouriteStatusQuery,
): Promise<FavouriteStatus> {
  const id = await repo.findFavourite(ctx.database.db, {
    userId,
    kind: query.type,
    saleListingId: query.propertyId!,
    rentListingId: query.type === 'plo' ? (query.rentPropertyId ?? null) : null,
  });
  return { favoriteId: id === undefined ? null : String(id), isFavorite: id !== undefined };
}

/**
 * The user's favourite sales as a page of cards, through the search's filter (the listing
 * engine over the user's favourites). The PLO favourites are the plo module's.
 */
export function favouritesPage(
  ctx: AppContext,
  userId: string,
  filter: SearchFilter,
): Promise<Page<EstimateCard>> {
  return cardPage(onPrimary(ctx), filter, userId, {
    source: { kind: 'sale-favourites', userId },
  });
}
