import { useQuery } from '@tanstack/react-query';
import type { PostCodePolygon } from '@yardstick/core/search/post-code-polygon';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/post-code-polygons/{plotAreaId}: the plot's polygon, or null when there is none
 * (404, shown as 'No data found'); other failures use the shared error display.
 */
export function getPolygon(
  plotAreaId: string,
  signal?: AbortSignal,
): Promise<PostCodePolygon | null> {
  return api<PostCodePolygon | null>(`/api/post-code-polygons/${encodeURIComponent(plotAreaId)}`, {
    onStatus: { 404: () => null },
    signal,
  });
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
