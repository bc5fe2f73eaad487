import type { BolGenerated } from '@portal/domain/orders/order-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/orders/{orderNumber}/bill-of-lading: makes the BOL and files it with the shipment's documents. */
export function generateBol(orderNumber: string): Promise<BolGenerated> {
  return portal.post('/orders/:orderNumber/bill-of-lading', { params: { orderNumber } });
}

export function useGenerateBol(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateBol(orderNumber),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }), queryClient.invalidateQueries({ queryKey: queryKeys.orders.history(orderNumber, 1) })]),
  });
}
