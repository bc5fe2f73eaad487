import type { EmptyLocation } from '@portal/domain/shipments/shipment-detail-schemas';
import type { EmptyLocationBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/empty-location */
export function saveEmptyLocation({ shipmentId, body }: { shipmentId: number; body: EmptyLocationBody }): Promise<EmptyLocation> {
  return portal.put('/shipments/:id/empty-location', { params: { id: shipmentId }, body });
}

export function useSaveEmptyLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEmptyLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { silent: true, context: 'empty location' } });
}
