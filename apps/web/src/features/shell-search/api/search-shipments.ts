import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentSearchAnswer } from '@portal/domain/shipments/shipment-search-schemas';
import { carrier } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {carrier}/v2/quick_searches/shipments?query=&page=1&pageSize=50 */
export function searchShipments(query: string, signal?: AbortSignal): Promise<ShipmentSearchAnswer> {
  return carrier.get('/v2/quick_searches/shipments', { query: { query, page: 1, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function shipmentSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.shipments.quickSearch(query),
    queryFn: ({ signal }) => searchShipments(query, signal),
    staleTime: 30_000,
    retry: false,
    // The search box shows its own failure state.
    meta: { silent: true, context: 'shipment search' },
  });
}

/** Runs only for a non-empty (already debounced) query. */
export function useShipmentSearch(query: string) {
  return useQuery({ ...shipmentSearchQueryOptions(query), enabled: query.length > 0, placeholderData: keepPreviousData });
}
