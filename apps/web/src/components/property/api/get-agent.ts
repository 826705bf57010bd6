import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Agent } from '@yardstick/core/property/agent';

/** GET /api/property-agents/{agentId}. */
export function useAgent(agentId: string | null | undefined) {
  return useQuery({
    queryKey: ['property-agent', agentId],
    queryFn: ({ signal }) =>
      api<Agent>(`/api/property-agents/${encodeURIComponent(agentId!)}`, { signal }),
    enabled: !!agentId,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
