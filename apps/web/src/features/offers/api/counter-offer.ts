import type { CounterOfferBodySchema } from '@portal/domain/offers/offer-schemas';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshOffers } from './refresh-offers';

/** POST {portal}/offers/{offerId}/counter: the side whose turn it is names another rate. */
export function useCounterOffer(offerId: number) {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async (body: z.input<typeof CounterOfferBodySchema>) => portal.post('/offers/:offerId/counter', { params: { offerId }, body }),
    onSettled: refresh,
    meta: { context: 'counter offer' },
  });
}
