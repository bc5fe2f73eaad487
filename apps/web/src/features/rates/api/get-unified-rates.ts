import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/rates/unified?shipmentNumber=: every rate of the shipment the caller may see, cheapest first. */
export function getUnifiedRates(shipmentNumber: string, signal?: AbortSignal): Promise<UnifiedRate[]> {
  return portal.get('/rates/unified', { query: { shipmentNumber }, signal });
}

export function unifiedRatesQueryOptions(shipmentNumber: string) {
  return queryOptions({
    queryKey: queryKeys.rating.unifiedRates(shipmentNumber),
    queryFn: ({ signal }) => getUnifiedRates(shipmentNumber, signal),
    meta: { silent: true, context: 'unified rates' },
  });
}

export function useUnifiedRates(shipmentNumber: string) {
  return useQuery(unifiedRatesQueryOptions(shipmentNumber));
}
