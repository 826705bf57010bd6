import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Approving gives the bank details; declining gives none (the page's Decline button). */
export type SandboxAuthorisation =
  | { decision: 'approve'; accountHolderName: string; sortCode: string; accountNumber: string }
  | { decision: 'decline' };

/** POST /api/payments/sandbox/{flowId}/authorise: the sandbox bank's answer. */
export function authoriseSandbox(flowId: string, body: SandboxAuthorisation) {
  return api<{ location: string; approved: boolean; message: string }>(
    `/api/payments/sandbox/${encodeURIComponent(flowId)}/authorise`,
    { method: 'POST', body, silent: true, block: true },
  );
}

export function useAuthoriseSandbox(flowId: string) {
  return useMutation({
    mutationFn: (body: SandboxAuthorisation) => authoriseSandbox(flowId, body),
  });
}
