import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshOffers } from './refresh-offers';

/** POST {portal}/offers/{offerId}/confirm: the carrier confirms an accepted offer, which books the load. */
export function useConfirmOffer(offerId: number) {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async () => portal.post('/offers/:offerId/confirm', { params: { offerId } }),
    onSettled: refresh,
    meta: { context: 'confirm offer' },
  });
}
