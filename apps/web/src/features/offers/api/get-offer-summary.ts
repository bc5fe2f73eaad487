import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/offers/summary: how many negotiations wait for the caller, and the first few. */
export function useOfferSummary() {
  return useQuery({
    queryKey: queryKeys.offers.summary(),
    queryFn: async ({ signal }) => portal.get('/offers/summary', { signal }),
    meta: { context: 'offer summary' },
  });
}
