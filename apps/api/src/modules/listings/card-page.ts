import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { toPageInfo, type Page } from '@yardstick/core/search/responses';
import type { AppContext } from '../../context.ts';
import { toCard } from './card.presenter.ts';
import { findCards } from './cards.repository.ts';
import { countMatches } from './counts.ts';
import { listingQueryFor, type ListingScope } from './listing-filter.ts';

/**
 * A page of estimate cards of a filter over a source of sale listings (the search's pages, a
 * user's favourite sales) and, when asked for, the count. `viewerId` answers the viewer's
 * favourite id on every card.
 */
export async function cardPage(
  ctx: AppContext,
  filter: SearchFilter,
  viewerId: string | undefined,
  scope: ListingScope = {},
): Promise<Page<EstimateCard>> {
  const q = await listingQueryFor(ctx, filter, scope);
  const [rows, count] = await Promise.all([
    findCards(ctx.readDatabase.db, q, {
      limit: filter.size,
      offset: filter.page * filter.size,
      viewerId,
    }),
    filter.isCountRequired ? countMatches(ctx, q) : undefined,
  ]);
  return {
    content: rows.map(toCard),
    page: toPageInfo(filter.page, filter.size, rows.length, count),
  };
}
