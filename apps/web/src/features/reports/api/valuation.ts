import { useMutation, useQuery } from '@tanstack/react-query';
import type { PostcodeValuation } from '@yardstick/core/reports/postcode-valuation';
import type { ValuationResult } from '@yardstick/core/reports/valuation-query';
import type { Facilities } from '@yardstick/core/property/nearby';
import { api } from '../../../lib/api-client.ts';

export interface ValuationForm {
  postCode: string;
  soldDate: string;
  soldPrice: string;
  sqMts: string;
  propertyType: string;
}

/** GET /api/reports/valuation/query: the editable query text of the inputs. */
export function usePrepareQuery() {
  return useMutation({
    mutationFn: (form: ValuationForm) =>
      api<{ query: string }>('/api/reports/valuation/query', {
        query: {
          postCode: form.postCode,
          soldDate: form.soldDate,
          soldPrice: form.soldPrice,
          sqMts: form.sqMts || undefined,
          propertyType: form.propertyType,
        },
        block: true,
      }),
  });
}

/** POST /api/reports/valuation: the valuation of the (edited) query. */
export function useValuation() {
  return useMutation({
    mutationFn: (body: { query: string }) =>
      api<ValuationResult>('/api/reports/valuation', {
        method: 'POST',
        body,
        block: true,
        // A bad line is shown under the query itself, not as a toast.
        onStatus: {
          400: (error) => {
            throw error;
          },
        },
      }),
  });
}

export interface PostcodeFilter {
  postCode: string;
  propertyTypes: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minFloorArea?: number | undefined;
  maxFloorArea?: number | undefined;
}

/** GET /api/reports/valuation/postcode: the valuation page's postcode. */
export function usePostcodeValuation(filter: PostcodeFilter | null) {
  return useQuery({
    queryKey: ['postcode-valuation', filter],
    queryFn: ({ signal }) =>
      api<PostcodeValuation>('/api/reports/valuation/postcode', {
        query: {
          postCode: filter!.postCode,
          propertyTypes: filter!.propertyTypes.length ? filter!.propertyTypes.join(',') : undefined,
          minPrice: filter!.minPrice,
          maxPrice: filter!.maxPrice,
          minFloorArea: filter!.minFloorArea,
          maxFloorArea: filter!.maxFloorArea,
        },
        signal,
      }),
    enabled: filter !== null,
  });
}

/** GET /api/property/nearest/facilities (failures only hide the map). */
export function useFacilities(postCode: string | null) {
  return useQuery({
    queryKey: ['nearest-facilities', postCode],
    queryFn: ({ signal }) =>
      api<Facilities>('/api/property/nearest/facilities', {
        query: { postCode },
        silent: true,
        signal,
      }),
    enabled: !!postCode,
    retry: false,
  });
}
