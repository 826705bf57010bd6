import { useMutation } from '@tanstack/react-query';
import type { ValuationResult } from '@yardstick/core/reports/valuation-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/reports/valuation: the valuation of the (edited) query. */
export function runValuation(body: { query: string }): Promise<ValuationResult> {
  return api<ValuationResult>('/api/reports/valuation', {
    method: 'POST',
    body,
    block: true,
    // A bad line is shown under the query itself, not as a toast.
    onStatus: {
      400: (error) => {
        throw error;
      },
    },
  });
}

export function useValuation() {
  return useMutation({ mutationFn: runValuation });
}
