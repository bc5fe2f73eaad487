import type { OrderStatusCounts } from '@portal/domain/orders/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/orders/status-counts: orders per view of the list. */
export function getOrderStatusCounts(signal?: AbortSignal): Promise<OrderStatusCounts> {
  return portal.get('/orders/status-counts', { signal });
}

export function orderStatusCountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders.statusCounts(), queryFn: ({ signal }) => getOrderStatusCounts(signal), meta: { silent: true } });
}

export function useOrderStatusCounts() {
  return useQuery(orderStatusCountsQueryOptions());
}
