import type { Deal } from '@yardstick/core/deals/deals';
import { api } from '../../../lib/api-client.ts';
import type { OfferInput } from './add-offer.ts';
import { useDealWrite } from './deal-write.ts';
import { dealPath } from './get-deal.ts';

/** PATCH /api/deals/{id}/offers/{offerId}: the offer's outcome. */
export const useSetOfferOutcome = () =>
  useDealWrite(
    ({ id, offerId, outcome }: { id: string; offerId: string; outcome: OfferInput['outcome'] }) =>
      api<Deal>(`${dealPath(id)}/offers/${encodeURIComponent(offerId)}`, {
        method: 'PATCH',
        body: { outcome },
      }),
  );
