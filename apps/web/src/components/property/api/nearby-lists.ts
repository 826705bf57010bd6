import { useQuery } from '@tanstack/react-query';
import type { EstimateCard } from '@yardstick/core/search/estimate-card';
import { api } from '../../../lib/api-client.ts';
import type { SchoolRow } from '@yardstick/core/property/nearby';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import type { RecentSoldRow } from '@yardstick/core/property/recent-sold';
import { MAX_RENTALS, type RentalRow } from '@yardstick/core/property/rentals';
import { loggedOnly } from '../../../lib/logged-only.ts';

/** How many of each the page asks for (docs/product.md#constants). */
export const SCHOOLS_LIMIT = 10;
export const RENTALS_LIMIT = 5;

const located = (p: PropertyDetails) => p.latitude !== null && p.longitude !== null;

/** POST /api/property/nearest/schools/explorer (failures only logged). */
export function useSchools(property: PropertyDetails | undefined) {
  return useQuery({
    queryKey: ['property-schools', property?.latitude, property?.longitude],
    queryFn: ({ signal }) =>
      loggedOnly('Nearest schools', () =>
        api<SchoolRow[]>('/api/property/nearest/schools/explorer', {
          method: 'POST',
          body: {
            latitude: property!.latitude,
            longitude: property!.longitude,
            limit: SCHOOLS_LIMIT,
          },
          silent: true,
          signal,
        }),
      ),
    enabled: !!property && located(property),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/**
 * GET /api/property/rental: five rentals nearby with the same bedrooms (failures logged);
 * `excludeId` leaves one out (a PLO pair's own rental). `leaveOut`: rentals the page shows
 * elsewhere, asked for on top of the five so that five remain once they are left out; not
 * asked while null (still loading).
 */
export function useRentals(
  property: PropertyDetails | undefined,
  excludeId?: string,
  leaveOut: readonly string[] | null = [],
) {
  return useQuery({
    queryKey: ['property-rentals', property?.propertyId, excludeId ?? null, leaveOut ?? null],
    queryFn: ({ signal }) =>
      loggedOnly('Nearby rentals', () =>
        api<RentalRow[]>('/api/property/rental', {
          query: {
            areaCode: property!.district ?? undefined,
            bedrooms: property!.bedrooms,
            latitude: property!.latitude,
            longitude: property!.longitude,
            limit: Math.min(MAX_RENTALS, RENTALS_LIMIT + (leaveOut?.length ?? 0)),
            excludePropertyId: excludeId,
          },
          silent: true,
          signal,
        }),
      ),
    enabled: !!property && located(property) && leaveOut !== null,
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** POST /api/property/recent/sold with the details as body (failures only logged). */
export function useRecentSold(property: PropertyDetails | undefined) {
  return useQuery({
    queryKey: ['property-recent-sold', property?.propertyId],
    queryFn: ({ signal }) =>
      loggedOnly('Recent sold properties', () =>
        api<RecentSoldRow[]>('/api/property/recent/sold', {
          method: 'POST',
          body: property,
          silent: true,
          signal,
        }),
      ),
    enabled: !!property && !!property.postCode && located(property),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** GET /api/property/similar: up to 12 cards (failures only logged). */
export function useSimilar(property: PropertyDetails | undefined) {
  return useQuery({
    queryKey: ['estimate-cards', 'similar', property?.propertyId],
    queryFn: ({ signal }) =>
      loggedOnly('Similar properties', () =>
        api<EstimateCard[]>('/api/property/similar', {
          query: {
            postCode: property!.postCode,
            areaCode: property!.district,
            propertyId: property!.propertyId,
            propertyType: property!.propertyType,
            latitude: property!.latitude,
            longitude: property!.longitude,
          },
          silent: true,
          signal,
        }),
      ),
    enabled: !!property,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
