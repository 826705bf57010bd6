import { api } from '../../../lib/api-client.ts';

/** GET /api/saved-searches/{id}/matches: also marks the search viewed (new matches: 0). */
export function markSearchViewed(id: string) {
  return api(`/api/saved-searches/${encodeURIComponent(id)}/matches`, { silent: true });
}
