import type { ShipmentCreatedAnswer } from '@portal/domain/orders/order-shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST {portal}/shipments (Ready to Book, or submit the order's draft) or {portal}/shipments/drafts
 * (a draft): the answer's message is the spec's 'Shipment {number} Created!'.
 */
export function createShipment(orderNumber: string, draft: boolean): Promise<ShipmentCreatedAnswer> {
  return draft ? portal.post('/shipments/drafts', { body: { orderNumber } }) : portal.post('/shipments', { body: { orderNumber } });
}

export function useCreateShipment(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: boolean) => createShipment(orderNumber, draft),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all })]),
  });
}
