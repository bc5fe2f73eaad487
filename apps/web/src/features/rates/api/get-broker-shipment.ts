import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/booking: status, carrier, rate, max buy and origination as the broker sees them. */
export async function getBrokerShipment(shipmentId: number, signal?: AbortSignal): Promise<BrokerShipment> {
  return (await portal.get('/shipments/:id/booking', { params: { id: shipmentId }, signal })).data;
}

export function brokerShipmentQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.rating.booking(shipmentId),
    queryFn: ({ signal }) => getBrokerShipment(shipmentId, signal),
    meta: { silent: true, context: 'shipment booking' },
  });
}

export function useBrokerShipment(shipmentId: number | undefined) {
  return useQuery({ ...brokerShipmentQueryOptions(shipmentId ?? 0), enabled: shipmentId !== undefined });
}
