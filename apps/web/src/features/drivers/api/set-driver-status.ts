import type { DriverDetail } from '@portal/domain/drivers/driver-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/drivers/{id}/deactivate or /activate: deactivating also ends the driver's sign-in links. */
export async function setDriverStatus({ id, active }: { id: number; active: boolean }): Promise<DriverDetail> {
  return (await (active ? portal.post('/drivers/:driverId/activate', { params: { driverId: id } }) : portal.post('/drivers/:driverId/deactivate', { params: { driverId: id } }))).data;
}

export function useSetDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDriverStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }), meta: { context: 'driver status' } });
}
