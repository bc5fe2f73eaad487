import type { OrderCreateValues, OrderSavedAnswer } from '@portal/domain/orders/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/orders: saves a draft or submits the order (the form's values, checked by the same schema). */
export function createOrder(body: OrderCreateValues): Promise<OrderSavedAnswer> {
  return portal.post('/orders', { body });
}

/** A new order refreshes the order lists, counts and the shipments (it made one). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all })]),
  });
}
