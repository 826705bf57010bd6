import { useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { cardPageCall } from '../../../components/estimates/api/card-page-call.ts';

export const FAVOURITES_SOURCE = '/favorite-properties';

/** GET /api/favorite/properties: a page of the caller's favourite estimates (filter applies). */
const call = cardPageCall('/api/favorite/properties', 'favourites', FAVOURITES_SOURCE);

export const getFavouriteProperties = call.get;
export const favouritePropertiesQueryOptions = call.options;

export function useFavouriteProperties(filter: SearchFilter) {
  return useQuery(favouritePropertiesQueryOptions(filter));
}
