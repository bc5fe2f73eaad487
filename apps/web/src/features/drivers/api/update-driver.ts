import type { DriverBody, DriverDetail } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/drivers/{id}: edits a driver. */
export async function updateDriver({ id, body }: { id: number; body: DriverBody }): Promise<DriverDetail> {
  return (await portal.put('/drivers/:driverId', { params: { driverId: id }, body })).data;
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  // Field problems are shown on the form, not as toasts.
  return useMutation({ mutationFn: updateDriver, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }), meta: { silent: true, context: 'edit driver' } });
}
