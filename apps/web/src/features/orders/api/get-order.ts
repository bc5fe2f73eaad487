import type { Order } from '@portal/domain/orders/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/orders/{orderNumber}: one order with its stops, lines and shipment. */
export async function getOrder(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  return (await portal.get('/orders/:orderNumber', { params: { orderNumber }, signal })).data;
}

export function orderQueryOptions(orderNumber: string) {
  return queryOptions({ queryKey: queryKeys.orders.detail(orderNumber), queryFn: ({ signal }) => getOrder(orderNumber, signal), meta: { silent: true } });
}

export function useOrder(orderNumber: string) {
  return useQuery(orderQueryOptions(orderNumber));
}
