import type { ShipmentDriverList } from '@portal/domain/shipments/shipment-detail-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/drivers: the load's drivers (the first one dispatches a Booked load). */
export function saveShipmentDrivers({ shipmentId, driverIds }: { shipmentId: number; driverIds: number[] }): Promise<ShipmentDriverList> {
  return portal.put('/shipments/:id/drivers', { params: { id: shipmentId }, body: { driverIds } });
}

export function useSaveShipmentDrivers() {
  const queryClient = useQueryClient();
  // A first driver moves the status: refresh the whole shipments area.
  return useMutation({ mutationFn: saveShipmentDrivers, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'assign drivers' } });
}
