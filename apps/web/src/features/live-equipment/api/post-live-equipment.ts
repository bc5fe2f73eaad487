import type { LiveEquipment, LiveEquipmentInput } from '@portal/domain/live-equipment/live-equipment-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshAfterTruckChange } from './refresh-after-truck-change';

/** POST {portal}/live-equipment: post a truck. */
export async function postLiveEquipment(input: LiveEquipmentInput): Promise<LiveEquipment> {
  return (await portal.post('/live-equipment', { body: input })).data;
}

export function usePostLiveEquipment() {
  const refresh = useRefreshAfterTruckChange();
  // Validation problems are shown on the form's fields, not as toasts.
  return useMutation({ mutationFn: postLiveEquipment, onSuccess: refresh, meta: { silent: true, context: 'post truck' } });
}
