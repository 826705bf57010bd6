import { useQuery } from '@tanstack/react-query';
import type { PostCodePolygon } from '@yardstick/core/search/post-code-polygon';
import { api, ApiClientError, GENERIC_ERROR, showError } from '../../../lib/api-client.ts';

/**
 * GET /api/post-code-polygons/{plotAreaId}: the plot's polygon, or null when there is none
 * (404, shown as 'No data found'); other failures use the shared error display.
 */
export async function getPolygon(
  plotAreaId: string,
  signal?: AbortSignal,
): Promise<PostCodePolygon | null> {
  try {
    return await api<PostCodePolygon>(`/api/post-code-polygons/${encodeURIComponent(plotAreaId)}`, {
      silent: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    if ((error as Error).name !== 'AbortError')
      showError((error as Error).message || GENERIC_ERROR);
    throw error;
  }
}

export function usePolygon(plotAreaId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['plot-polygon', plotAreaId],
    queryFn: ({ signal }) => getPolygon(plotAreaId!, signal),
    enabled: enabled && !!plotAreaId,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
