import type { OrderSavedAnswer, OrderUpdateValues } from '@portal/domain/orders/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/orders/{orderNumber}: the whole order with the version it was read at (409 when stale). */
export function updateOrder(orderNumber: string, body: OrderUpdateValues): Promise<OrderSavedAnswer> {
  return portal.put('/orders/:orderNumber', { params: { orderNumber }, body });
}

export function useUpdateOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdateValues) => updateOrder(orderNumber, body),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all })]),
  });
}
