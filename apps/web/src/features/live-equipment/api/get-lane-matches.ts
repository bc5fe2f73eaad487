import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { LaneMatchesAnswer } from '@portal/domain/live-equipment/live-equipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/live-equipment/{id}/lane-matches: board loads for a posted truck. */
export function getLaneMatches(id: number, page: number, signal?: AbortSignal): Promise<LaneMatchesAnswer> {
  return portal.get('/live-equipment/:id/lane-matches', { params: { id }, query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function laneMatchesQueryOptions(id: number, page: number) {
  return queryOptions({ queryKey: queryKeys.lanes.laneMatches(id, { page }), queryFn: ({ signal }) => getLaneMatches(id, page, signal), placeholderData: keepPreviousData });
}

export function useLaneMatches(id: number, page: number, enabled: boolean) {
  return useQuery({ ...laneMatchesQueryOptions(id, page), enabled });
}
