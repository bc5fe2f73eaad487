import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { LaneList } from '@portal/domain/lanes/lane-schemas';

/** GET {portal}/lanes: the company's history and declared lanes, with recent loads and loads on the board. */
export function getLanes(page: number, signal?: AbortSignal): Promise<LaneList> {
  return portal.get('/lanes', { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function lanesQueryOptions(page: number) {
  return queryOptions({ queryKey: queryKeys.lanes.history({ page }), queryFn: ({ signal }) => getLanes(page, signal), placeholderData: keepPreviousData });
}

export function useLanes(page: number) {
  return useQuery(lanesQueryOptions(page));
}
