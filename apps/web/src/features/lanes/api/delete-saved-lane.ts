import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { useRefreshAfterLaneChange } from './refresh-after-lane-change';

/** DELETE {portal}/saved-lanes/{id} */
export function deleteSavedLane(id: number): Promise<void> {
  return portalApi.delete<void>(`/saved-lanes/${id}`);
}

export function useDeleteSavedLane() {
  const refresh = useRefreshAfterLaneChange();
  return useMutation({ mutationFn: (id: number) => deleteSavedLane(id), onSuccess: refresh, meta: { context: 'delete lane' } });
}
