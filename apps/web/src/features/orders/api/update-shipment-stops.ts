import type { ShipmentStopsAnswer, ShipmentStopsUpdateBody } from '@portal/domain/orders/order-shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/stops: the stops' windows and appointments while the shipment is not booked (409 after). */
export function updateShipmentStops(shipmentId: number, body: ShipmentStopsUpdateBody): Promise<ShipmentStopsAnswer> {
  return portal.put('/shipments/:id/stops', { params: { id: shipmentId }, body });
}

export function useUpdateShipmentStops(shipmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentStopsUpdateBody) => updateShipmentStops(shipmentId, body),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all })]),
  });
}
