import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The valuation report's five inputs, as typed. */
export interface ValuationForm {
  postCode: string;
  soldDate: string;
  soldPrice: string;
  sqMts: string;
  propertyType: string;
}

/**
 * GET /api/reports/valuation/query: the editable query text of the inputs. A refused input
 * (400) is the form's to show beside the input, never a toast of parameter names.
 */
export function prepareValuationQuery(form: ValuationForm): Promise<{ query: string }> {
  return api<{ query: string }>('/api/reports/valuation/query', {
    query: {
      postCode: form.postCode,
      soldDate: form.soldDate,
      soldPrice: form.soldPrice,
      sqMts: form.sqMts || undefined,
      propertyType: form.propertyType,
    },
    block: true,
    onStatus: {
      400: (error) => {
        throw error;
      },
    },
  });
}

export function usePrepareQuery() {
  return useMutation({ mutationFn: prepareValuationQuery });
}
