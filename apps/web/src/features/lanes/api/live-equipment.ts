import type { ListAnswer } from '@portal/domain/common/api';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreightRow } from '../../../components/freight/freight-types';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { LiveEquipment, LiveEquipmentInput } from '../types';

/** GET {portal}/live-equipment: the company's posted trucks (still available unless includeExpired). */
export function getLiveEquipment(params: { page: number; includeExpired: boolean }, signal?: AbortSignal): Promise<ListAnswer<LiveEquipment>> {
  return portalApi.get<ListAnswer<LiveEquipment>>('/live-equipment', { query: { ...params, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function liveEquipmentQueryOptions(params: { page: number; includeExpired: boolean }) {
  return queryOptions({ queryKey: queryKeys.lanes.liveEquipment(params), queryFn: ({ signal }) => getLiveEquipment(params, signal), placeholderData: keepPreviousData });
}

export function useLiveEquipment(params: { page: number; includeExpired: boolean }) {
  return useQuery(liveEquipmentQueryOptions(params));
}

/** GET {portal}/live-equipment/{id}/lane-matches: board loads for a posted truck. */
export function getLaneMatches(id: number, page: number, signal?: AbortSignal): Promise<ListAnswer<FreightRow> & { liveEquipment: LiveEquipment }> {
  return portalApi.get(`/live-equipment/${id}/lane-matches`, { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function useLaneMatches(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lanes.laneMatches(id, { page }),
    queryFn: ({ signal }) => getLaneMatches(id, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST {portal}/live-equipment: post a truck. */
export async function postLiveEquipment(input: LiveEquipmentInput): Promise<LiveEquipment> {
  return (await portalApi.post<{ data: LiveEquipment }>('/live-equipment', input)).data;
}

/** DELETE {portal}/live-equipment/{id} */
export function deleteLiveEquipment(id: number): Promise<void> {
  return portalApi.delete<void>(`/live-equipment/${id}`);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.lanes.all }), queryClient.invalidateQueries({ queryKey: queryKeys.loadBoard.all })]);
}

export function usePostLiveEquipment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: postLiveEquipment, onSuccess: refresh, meta: { silent: true, context: 'post truck' } });
}

export function useDeleteLiveEquipment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteLiveEquipment, onSuccess: refresh, meta: { context: 'remove truck' } });
}
