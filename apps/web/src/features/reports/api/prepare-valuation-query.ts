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

/** GET /api/reports/valuation/query: the editable query text of the inputs. */
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
  });
}

export function usePrepareQuery() {
  return useMutation({ mutationFn: prepareValuationQuery });
}
