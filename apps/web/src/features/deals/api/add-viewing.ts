import type { Deal } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import { useDealWrite } from './deal-write.ts';
import { dealPath } from './get-deal.ts';

/** POST /api/deals/{id}/viewings: 400s carry a message per field, which the form shows. */
export const useAddViewing = () =>
  useDealWrite(
    ({
      id,
      viewing,
    }: {
      id: string;
      viewing: { viewedOn: string; time?: string; note?: string };
    }) => api<Deal>(`${dealPath(id)}/viewings`, { method: 'POST', body: viewing, silent: true }),
    'Viewing recorded',
  );
