import type { QueryParams } from '@portal/domain/common/query-string';
import type { OrderList } from '@portal/domain/orders/order-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/orders: one page of the visible orders with the list's filters. */
export function getOrders(params: QueryParams, signal?: AbortSignal): Promise<OrderList> {
  return portal.get('/orders', { query: params, signal });
}

export function ordersQueryOptions(params: QueryParams) {
  return queryOptions({ queryKey: queryKeys.orders.list(params), queryFn: ({ signal }) => getOrders(params, signal), placeholderData: keepPreviousData, meta: { silent: true, context: 'orders' } });
}

export function useOrders(params: QueryParams) {
  return useQuery(ordersQueryOptions(params));
}
