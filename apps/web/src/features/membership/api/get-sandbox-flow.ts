import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SandboxFlow {
  flowId: string;
  description: string;
  amount: number;
  status: string;
}

/** GET /api/payments/sandbox/{flowId}: what the sandbox bank asks the payer to authorise. */
export function getSandboxFlow(flowId: string, signal?: AbortSignal) {
  return api<SandboxFlow>(`/api/payments/sandbox/${encodeURIComponent(flowId)}`, {
    silent: true,
    signal,
  });
}

export const sandboxFlowQueryOptions = (flowId: string) =>
  queryOptions({
    queryKey: ['membership', 'sandbox-flow', flowId],
    queryFn: ({ signal }) => getSandboxFlow(flowId, signal),
    retry: false,
  });

export function useSandboxFlow(flowId: string) {
  return useQuery(sandboxFlowQueryOptions(flowId));
}
