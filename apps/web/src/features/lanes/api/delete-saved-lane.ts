import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshAfterLaneChange } from './refresh-after-lane-change';

/** DELETE {portal}/saved-lanes/{id} */
export function deleteSavedLane(id: number): Promise<void> {
  return portal.delete('/saved-lanes/:id', { params: { id } });
}

export function useDeleteSavedLane() {
  const refresh = useRefreshAfterLaneChange();
  return useMutation({ mutationFn: (id: number) => deleteSavedLane(id), onSuccess: refresh, meta: { context: 'delete lane' } });
}
