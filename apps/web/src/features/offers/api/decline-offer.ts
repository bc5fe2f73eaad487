import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshOffers } from './refresh-offers';

/** POST {portal}/offers/{offerId}/decline: the side whose turn it is ends the negotiation. */
export function useDeclineOffer(offerId: number) {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async (note?: string) => portal.post('/offers/:offerId/decline', { params: { offerId }, body: note ? { note } : {} }),
    onSettled: refresh,
    meta: { context: 'decline offer' },
  });
}
