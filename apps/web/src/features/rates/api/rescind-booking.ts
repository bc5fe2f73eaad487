import { useMutation } from '@tanstack/react-query';
import type { BrokerShipmentChangeAnswer } from '@portal/domain/rates/broker-booking-schemas';
import { portal } from '../../../lib/api-client';
import { useRefreshShipmentRating } from './refresh-shipment-rating';

/** POST {portal}/shipments/{id}/rescind: the load returns to Ready to Book and the carrier is told. */
export function rescindBooking(shipmentId: number, reason?: string): Promise<BrokerShipmentChangeAnswer> {
  return portal.post('/shipments/:id/rescind', { params: { id: shipmentId }, body: { reason } });
}

export function useRescindBooking(shipmentId: number) {
  const refresh = useRefreshShipmentRating();
  return useMutation({ mutationFn: (reason?: string) => rescindBooking(shipmentId, reason), onSettled: refresh, meta: { context: 'rescind booking' } });
}
