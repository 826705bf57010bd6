import { useQuery } from '@tanstack/react-query';
import { dealsListQueryOptions } from '../../../components/deals/api/add-deal.ts';

/** GET /api/deals: every deal of the user (the board filters them itself). */
export const dealsQueryOptions = dealsListQueryOptions;

export function useDeals() {
  return useQuery(dealsQueryOptions);
}
