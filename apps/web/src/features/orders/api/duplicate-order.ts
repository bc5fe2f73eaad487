import type { OrderCopiesAnswer, OrderDuplicateBody } from '@portal/domain/orders/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST {portal}/orders/{orderNumber}/copies with an Idempotency-Key: a retry of the same request
 * (a double click, a lost answer) answers the same copies instead of making more.
 */
export function duplicateOrder(orderNumber: string, body: OrderDuplicateBody, idempotencyKey: string): Promise<OrderCopiesAnswer> {
  return portal.post('/orders/:orderNumber/copies', { params: { orderNumber }, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useDuplicateOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderDuplicateBody; idempotencyKey: string }) => duplicateOrder(orderNumber, body, idempotencyKey),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
