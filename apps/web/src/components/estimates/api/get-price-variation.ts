import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceVariationRow } from '@yardstick/core/property/price-variation';
import { api } from '../../../lib/api-client.ts';
import { loggedOnly } from '../../../lib/logged-only.ts';

/**
 * An asking price and when it took effect (GET /api/property/price/variation), oldest
 * first; the shared schema is in packages/core/src/property/price-variation.ts.
 */
export type { PriceVariationRow };

/** Failures are only logged (docs/product.md#price-history): the modal says the history is unavailable. */
export function getPriceVariation(
  propertyId: string,
  signal?: AbortSignal,
): Promise<PriceVariationRow[]> {
  return loggedOnly('Price history', () =>
    api<PriceVariationRow[]>('/api/property/price/variation', {
      query: { propertyId },
      silent: true,
      signal,
    }),
  );
}

export const priceVariationQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['price-variation', propertyId],
    queryFn: ({ signal }) => getPriceVariation(propertyId, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function usePriceVariation(propertyId: string | null) {
  return useQuery({
    ...priceVariationQueryOptions(propertyId ?? ''),
    enabled: propertyId !== null,
  });
}
