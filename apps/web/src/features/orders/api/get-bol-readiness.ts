import type { BolReadiness } from '@portal/domain/orders/order-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/orders/{orderNumber}/bill-of-lading/readiness: what a bill of lading still needs. */
export async function getBolReadiness(orderNumber: string, signal?: AbortSignal): Promise<BolReadiness> {
  return (await portal.get('/orders/:orderNumber/bill-of-lading/readiness', { params: { orderNumber }, signal })).data;
}

export function useBolReadiness(orderNumber: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.orders.bolReadiness(orderNumber), queryFn: ({ signal }) => getBolReadiness(orderNumber, signal), meta: { silent: true } }));
}
