import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { useRefreshAfterTruckChange } from './refresh-after-truck-change';

/** DELETE {portal}/live-equipment/{id} */
export function deleteLiveEquipment(id: number): Promise<void> {
  return portalApi.delete<void>(`/live-equipment/${id}`);
}

export function useDeleteLiveEquipment() {
  const refresh = useRefreshAfterTruckChange();
  return useMutation({ mutationFn: deleteLiveEquipment, onSuccess: refresh, meta: { context: 'remove truck' } });
}
