import type { ListAnswer } from '@portal/domain/common/api';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SavedLane, SavedLaneInput } from '../types';

/** GET {portal}/saved-lanes */
export function getSavedLanes(page: number, signal?: AbortSignal): Promise<ListAnswer<SavedLane>> {
  return portalApi.get<ListAnswer<SavedLane>>('/saved-lanes', { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function savedLanesQueryOptions(page: number) {
  return queryOptions({ queryKey: queryKeys.lanes.saved({ page }), queryFn: ({ signal }) => getSavedLanes(page, signal), placeholderData: keepPreviousData });
}

export function useSavedLanes(page: number) {
  return useQuery(savedLanesQueryOptions(page));
}

/** POST {portal}/saved-lanes, or PUT {portal}/saved-lanes/{id} when editing. */
export async function saveSavedLane(input: SavedLaneInput, id?: number): Promise<SavedLane> {
  const answer = id === undefined ? await portalApi.post<{ data: SavedLane }>('/saved-lanes', input) : await portalApi.put<{ data: SavedLane }>(`/saved-lanes/${id}`, input);
  return answer.data;
}

/** DELETE {portal}/saved-lanes/{id} */
export function deleteSavedLane(id: number): Promise<void> {
  return portalApi.delete<void>(`/saved-lanes/${id}`);
}

/** Saved lanes feed Top Picks: a change refreshes the lanes and the load board together. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.lanes.all }), queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all })]);
}

export function useSaveSavedLane(id?: number) {
  const refresh = useRefresh();
  // Validation problems are shown on the form's fields, not as toasts.
  return useMutation({ mutationFn: (input: SavedLaneInput) => saveSavedLane(input, id), onSuccess: refresh, meta: { silent: true, context: 'save lane' } });
}

export function useDeleteSavedLane() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => deleteSavedLane(id), onSuccess: refresh, meta: { context: 'delete lane' } });
}
