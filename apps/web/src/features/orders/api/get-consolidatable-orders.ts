import type { ConsolidatableOrders, ConsolidationQuery } from '@portal/domain/orders/order-shipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/consolidatable-orders: orders that could travel with the shipment under these limits. */
export function getConsolidatableOrders(shipmentId: number, limits: ConsolidationQuery, signal?: AbortSignal): Promise<ConsolidatableOrders> {
  return portal.get('/shipments/:id/consolidatable-orders', { params: { id: shipmentId }, query: limits, signal });
}

export function useConsolidatableOrders(shipmentId: number, limits: ConsolidationQuery, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.consolidatable(shipmentId, limits),
      queryFn: ({ signal }) => getConsolidatableOrders(shipmentId, limits, signal),
      enabled,
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
}
