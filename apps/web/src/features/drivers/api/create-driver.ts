import type { DriverBody, DriverDetail } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/drivers: adds a driver. */
export async function createDriver(body: DriverBody): Promise<DriverDetail> {
  return (await portal.post('/drivers', { body })).data;
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  // Field problems are shown on the form, not as toasts.
  return useMutation({ mutationFn: createDriver, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }), meta: { silent: true, context: 'add driver' } });
}
