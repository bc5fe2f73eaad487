import type { ShipmentEquipment } from '@portal/domain/shipments/shipment-detail-schemas';
import type { EquipmentBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/equipment: truck and trailer, picked from the fleet by id. */
export function saveShipmentEquipment({ shipmentId, body }: { shipmentId: number; body: EquipmentBody }): Promise<ShipmentEquipment> {
  return portal.put('/shipments/:id/equipment', { params: { id: shipmentId }, body });
}

export function useSaveShipmentEquipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveShipmentEquipment, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'assign truck and trailer' } });
}
