import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH {trucks}/v2/shipments/{id}/shipping_pro_number with {value}. */
export function setProNumber({ shipmentId, value }: { shipmentId: number; value: string }) {
  return trucks.patch('/v2/shipments/:shipmentId/shipping_pro_number', { params: { shipmentId }, body: { value } });
}

export function useSetProNumber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProNumber, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'PRO number' } });
}
