import { useMutation } from '@tanstack/react-query';
import type { OrderOrigination } from '@portal/domain/orders/modes';
import type { BrokerShipmentChangeAnswer } from '@portal/domain/rates/broker-booking-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** PUT {portal}/shipments/{id}/origination: Portal, TmsContract or TmsSpot (the order's). */
export function updateOrigination(shipmentId: number, origination: OrderOrigination): Promise<BrokerShipmentChangeAnswer> {
  return portal.put('/shipments/:id/origination', { params: { id: shipmentId }, body: { origination } });
}

export function useUpdateOrigination(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  return useMutation({
    mutationFn: (origination: OrderOrigination) => updateOrigination(shipmentId, origination),
    onSettled: refresh,
    meta: { context: 'update origination' },
  });
}
