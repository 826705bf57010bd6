import type { Deal } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import { useDealWrite } from './deal-write.ts';
import { dealPath } from './get-deal.ts';

export interface OfferInput {
  amount: number;
  offeredOn: string;
  outcome: 'pending' | 'accepted' | 'rejected';
  note?: string;
}

/** POST /api/deals/{id}/offers: 400s carry a message per field, which the form shows. */
export const useAddOffer = () =>
  useDealWrite(
    ({ id, offer }: { id: string; offer: OfferInput }) =>
      api<Deal>(`${dealPath(id)}/offers`, { method: 'POST', body: offer, silent: true }),
    'Offer recorded',
  );
