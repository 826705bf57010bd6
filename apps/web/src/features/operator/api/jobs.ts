import { useQuery } from '@tanstack/react-query';
import type { JobList } from '@yardstick/core/jobs';
import { api } from '../../../lib/api-client.ts';

export const jobsQueryKey = ['operator', 'jobs'] as const;

/** GET /api/operator/jobs: the API's background jobs with their last runs, every 30 s. */
export function useJobs() {
  return useQuery({
    queryKey: jobsQueryKey,
    queryFn: ({ signal }) => api<JobList>('/api/operator/jobs', { silent: true, signal }),
    retry: false,
    refetchInterval: 30_000,
  });
}
