import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ORDER_HISTORY_PAGE_SIZE = 50;

/** GET {portal}/orders/{orderNumber}/history: who changed what, newest first. */
export function getOrderHistory(orderNumber: string, page: number, signal?: AbortSignal) {
  return portal.get('/orders/:orderNumber/history', { params: { orderNumber }, query: { page, pageSize: ORDER_HISTORY_PAGE_SIZE }, signal });
}

export function useOrderHistory(orderNumber: string, page: number) {
  return useQuery(queryOptions({ queryKey: queryKeys.orders.history(orderNumber, page), queryFn: ({ signal }) => getOrderHistory(orderNumber, page, signal), placeholderData: keepPreviousData, meta: { silent: true } }));
}
