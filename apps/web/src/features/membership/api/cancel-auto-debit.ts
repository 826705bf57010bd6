import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentMembership } from '@yardstick/core/membership/membership';
import { api, showSuccess } from '../../../lib/api-client.ts';
import { currentMembershipQueryOptions } from './get-current-membership.ts';

/** POST /api/membership/auto-debit/cancel: the paid period stays. */
export function cancelAutoDebit() {
  return api<CurrentMembership>('/api/membership/auto-debit/cancel', {
    method: 'POST',
    block: true,
  });
}

export function useCancelAutoDebit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAutoDebit,
    onSuccess: (current) => {
      client.setQueryData(currentMembershipQueryOptions.queryKey, current);
      showSuccess('Auto debit cancelled');
    },
  });
}
