import type { Deal } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import { useDealWrite } from './deal-write.ts';
import { dealPath } from './get-deal.ts';

/** DELETE /api/deals/{id}/offers/{entryId} or /viewings/{entryId}. */
export const useRemoveEntry = () =>
  useDealWrite(
    ({ id, kind, entryId }: { id: string; kind: 'offers' | 'viewings'; entryId: string }) =>
      api<Deal>(`${dealPath(id)}/${kind}/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
  );
