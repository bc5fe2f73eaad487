import type { OffersQuerySchema } from '@portal/domain/offers/offer-schemas';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OffersQuery = z.input<typeof OffersQuerySchema>;

/** GET {portal}/offers: the negotiations on one load the caller may see. */
export function useOffers(query: OffersQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.offers.list(query),
    queryFn: async ({ signal }) => portal.get('/offers', { query, signal }),
    enabled,
    // An accepted offer's window runs out without any event: read it again every half minute.
    refetchInterval: 30_000,
    meta: { context: 'offers' },
  });
}
