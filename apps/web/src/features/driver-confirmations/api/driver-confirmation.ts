import type { DriverConfirmationBody, DriverConfirmationState } from '@portal/domain/driver-confirmations/driver-confirmation-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const key = (shipmentId: number) => queryKeys.shipments.part(shipmentId, 'driver-confirmation');

/** GET {portal}/shipments/{id}/driver-confirmation: the current confirmation and whether one is due. */
export async function getDriverConfirmation(shipmentId: number, signal?: AbortSignal): Promise<DriverConfirmationState> {
  return (await portal.get('/shipments/:id/driver-confirmation', { params: { id: shipmentId }, signal })).data;
}

export function useDriverConfirmation(shipmentId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: key(shipmentId),
    queryFn: ({ signal }) => getDriverConfirmation(shipmentId, signal),
    // Whether one is due changes with the clock, not only with the data.
    refetchInterval: 60_000,
    meta: { silent: true, context: 'driver confirmation' },
  });
}

/** PUT {portal}/shipments/{id}/driver-confirmation: the assigned driver's name and truck. */
export async function confirmDriver({ shipmentId, body }: { shipmentId: number; body: DriverConfirmationBody }): Promise<DriverConfirmationState> {
  return (await portal.put('/shipments/:id/driver-confirmation', { params: { id: shipmentId }, body })).data;
}

export function useConfirmDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDriver,
    onSuccess: (state) => queryClient.setQueryData(key(state.shipmentId), state),
    meta: { context: 'driver confirmation' },
  });
}
