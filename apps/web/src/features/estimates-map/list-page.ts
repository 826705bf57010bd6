import type { EstimateCard } from '@yardstick/core/search/estimate-card';

/** A page of the list beside the map, from either list call. */
export interface ListPage {
  cards: EstimateCard[];
  /** Every match (the paging's count); undefined when the call did not count. */
  total: number | undefined;
}
