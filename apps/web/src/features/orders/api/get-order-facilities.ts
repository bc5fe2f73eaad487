import type { OrderFacility } from '@portal/domain/orders/order-facility';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';

/** GET {portal}/orders/facilities?q=: the saved facilities an order stop may pick (20 at most). */
export async function getOrderFacilities(q: string, signal?: AbortSignal): Promise<OrderFacility[]> {
  return (await portal.get('/orders/facilities', { query: q.trim() ? { q: q.trim() } : {}, signal })).data;
}

/**
 * Under the orders key, so saving an order (which may save a new facility) refreshes the list. Kept
 * here rather than in the shared key table: that table loads with every page, this list only on the form.
 */
const facilitiesKey = (q: string) => ['orders', 'facilities', q] as const;

export function useOrderFacilities(q: string, enabled: boolean) {
  return useQuery({
    queryKey: facilitiesKey(q.trim()),
    queryFn: ({ signal }) => getOrderFacilities(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
