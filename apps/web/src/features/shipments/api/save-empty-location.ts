import type { EmptyLocation } from '@portal/domain/shipments/shipment-detail-schemas';
import type { EmptyLocationBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/shipments/{id}/empty-location */
export function saveEmptyLocation({ shipmentId, body }: { shipmentId: number; body: EmptyLocationBody }): Promise<EmptyLocation> {
  return portalApi.put<EmptyLocation>(`/shipments/${shipmentId}/empty-location`, body);
}

export function useSaveEmptyLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEmptyLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { silent: true, context: 'empty location' } });
}
