import { useMutation } from '@tanstack/react-query';
import type { BrokerShipmentChangeAnswer } from '@portal/domain/rates/broker-booking-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** POST {portal}/shipments/{id}/void: the shipment becomes Voided; a booked carrier loses it and is told. */
export function voidShipment(shipmentId: number, reason?: string): Promise<BrokerShipmentChangeAnswer> {
  return portal.post('/shipments/:id/void', { params: { id: shipmentId }, body: { reason } });
}

export function useVoidShipment(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  return useMutation({ mutationFn: (reason?: string) => voidShipment(shipmentId, reason), onSettled: refresh, meta: { context: 'void shipment' } });
}
