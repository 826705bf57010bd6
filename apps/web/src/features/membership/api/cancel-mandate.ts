import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentMembership } from '@yardstick/core/membership/membership';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { currentMembershipQueryOptions } from './get-current-membership.ts';

/** POST /api/membership/mandates/{mandateId}/cancel: its auto debit ends; the paid period stays. */
export function cancelMandate(mandateId: string) {
  return api<CurrentMembership>(
    `/api/membership/mandates/${encodeURIComponent(mandateId)}/cancel`,
    { method: 'POST', block: true },
  );
}

export function useCancelMandate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMandate,
    onSuccess: (current) => {
      client.setQueryData(currentMembershipQueryOptions.queryKey, current);
      showSuccess('Direct Debit cancelled');
    },
  });
}
