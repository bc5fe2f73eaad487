import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshOffers } from './refresh-offers';

/** POST {portal}/offers/{offerId}/accept: the side whose turn it is accepts the rate on the table. */
export function useAcceptOffer(offerId: number) {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async () => portal.post('/offers/:offerId/accept', { params: { offerId } }),
    onSettled: refresh,
    meta: { context: 'accept offer' },
  });
}
