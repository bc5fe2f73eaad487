import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH {trucks}/v2/shipments/{id}/quick_closure with an empty body: a Delivered load becomes Delivery Confirmed. */
export function quickClose(shipmentId: number) {
  return trucks.patch('/v2/shipments/:id/quick_closure', { params: { id: shipmentId } });
}

export function useQuickClose() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: quickClose, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'quick closure' } });
}
