import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { LiveEquipmentList } from '@portal/domain/live-equipment/live-equipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LiveEquipmentParams {
  page: number;
  includeExpired: boolean;
}

/** GET {portal}/live-equipment: the company's posted trucks (still available unless includeExpired). */
export function getLiveEquipment(params: LiveEquipmentParams, signal?: AbortSignal): Promise<LiveEquipmentList> {
  return portal.get('/live-equipment', { query: { ...params, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function liveEquipmentQueryOptions(params: LiveEquipmentParams) {
  return queryOptions({ queryKey: queryKeys.lanes.liveEquipment(params), queryFn: ({ signal }) => getLiveEquipment(params, signal), placeholderData: keepPreviousData });
}

export function useLiveEquipment(params: LiveEquipmentParams) {
  return useQuery(liveEquipmentQueryOptions(params));
}
