import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feed } from '@yardstick/core/feeds';
import { api, showSuccess } from '../../../lib/api-client.ts';

export const feedsQueryKey = ['operator', 'feeds'] as const;

/** GET /api/operator/feeds: the feeds with their last runs. */
export function getFeeds(signal?: AbortSignal) {
  return api<{ feeds: Feed[] }>('/api/operator/feeds', { silent: true, signal });
}

/** The feeds, polled every 2 s while a run goes on (its progress), else every 30 s. */
export function useFeeds() {
  return useQuery({
    queryKey: feedsQueryKey,
    queryFn: ({ signal }) => getFeeds(signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.feeds.some((f) => f.runs[0]?.status === 'running') ? 2000 : 30_000,
  });
}

/** POST /api/operator/feeds/{name}/run: starts a run in the background. */
export function useRunFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<{ runId: number }>(`/api/operator/feeds/${encodeURIComponent(name)}/run`, {
        method: 'POST',
      }),
    onSuccess: async (_data, name) => {
      showSuccess(`Feed ${name} started`);
      await client.invalidateQueries({ queryKey: feedsQueryKey });
    },
  });
}
