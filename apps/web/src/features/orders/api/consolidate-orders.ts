import type { ConsolidationAnswer, ConsolidationBody } from '@portal/domain/orders/order-shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/shipments/{id}/consolidation: the chosen orders join the shipment, their own shipments are voided. */
export function consolidateOrders(shipmentId: number, body: ConsolidationBody): Promise<ConsolidationAnswer> {
  return portal.post('/shipments/:id/consolidation', { params: { id: shipmentId }, body });
}

export function useConsolidateOrders(shipmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsolidationBody) => consolidateOrders(shipmentId, body),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all })]),
  });
}
