import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshAfterTruckChange } from './refresh-after-truck-change';

/** DELETE {portal}/live-equipment/{id} */
export function deleteLiveEquipment(id: number): Promise<void> {
  return portal.delete('/live-equipment/:id', { params: { id } });
}

export function useDeleteLiveEquipment() {
  const refresh = useRefreshAfterTruckChange();
  return useMutation({ mutationFn: deleteLiveEquipment, onSuccess: refresh, meta: { context: 'remove truck' } });
}
