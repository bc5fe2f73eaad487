import { useMutation } from '@tanstack/react-query';
import type { BrokerShipmentChangeAnswer } from '@portal/domain/rates/broker-booking-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** PUT {portal}/shipments/{id}/max-buy (decimal dollars). */
export function updateMaxBuy(shipmentId: number, maxBuy: number): Promise<BrokerShipmentChangeAnswer> {
  return portal.put('/shipments/:id/max-buy', { params: { id: shipmentId }, body: { maxBuy } });
}

export function useUpdateMaxBuy(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  // The form shows field errors itself.
  return useMutation({ mutationFn: (maxBuy: number) => updateMaxBuy(shipmentId, maxBuy), onSuccess: refresh, meta: { silent: true, context: 'update max buy' } });
}
