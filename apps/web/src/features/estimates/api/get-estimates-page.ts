import { useQuery } from '@tanstack/react-query';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { cardPageCall } from '../../../components/estimates/api/card-page-call.ts';

export const PAGED_SOURCE = '/estimates';

/** GET /api/property/price/estimates: one page of cards with the count. */
const call = cardPageCall('/api/property/price/estimates', 'page', PAGED_SOURCE);

export const getEstimatesPage = call.get;
export const estimatesPageQueryOptions = call.options;

export function useEstimatesPage(filter: SearchFilter) {
  return useQuery(estimatesPageQueryOptions(filter));
}
