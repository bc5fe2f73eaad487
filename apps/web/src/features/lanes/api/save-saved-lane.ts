import type { SavedLane, SavedLaneInput } from '@portal/domain/lanes/saved-lane-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { useRefreshAfterLaneChange } from './refresh-after-lane-change';

/** POST {portal}/saved-lanes, or PUT {portal}/saved-lanes/{id} when editing. */
export async function saveSavedLane(input: SavedLaneInput, id?: number): Promise<SavedLane> {
  const answer = id === undefined ? await portal.post('/saved-lanes', { body: input }) : await portal.put('/saved-lanes/:id', { params: { id }, body: input });
  return answer.data;
}

export function useSaveSavedLane(id?: number) {
  const refresh = useRefreshAfterLaneChange();
  // Validation problems are shown on the form's fields, not as toasts.
  return useMutation({ mutationFn: (input: SavedLaneInput) => saveSavedLane(input, id), onSuccess: refresh, meta: { silent: true, context: 'save lane' } });
}
