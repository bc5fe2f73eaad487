import type { MakeOfferBodySchema } from '@portal/domain/offers/offer-schemas';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshOffers } from './refresh-offers';

/** POST {portal}/offers: the carrier offers its rate on a board load. */
export function useMakeOffer() {
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async (body: z.input<typeof MakeOfferBodySchema>) => portal.post('/offers', { body }),
    onSettled: refresh,
    meta: { context: 'make offer' },
  });
}
