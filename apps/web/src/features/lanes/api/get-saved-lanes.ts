import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { SavedLaneList } from '@portal/domain/lanes/saved-lane-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/saved-lanes */
export function getSavedLanes(page: number, signal?: AbortSignal): Promise<SavedLaneList> {
  return portal.get('/saved-lanes', { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function savedLanesQueryOptions(page: number) {
  return queryOptions({ queryKey: queryKeys.lanes.saved({ page }), queryFn: ({ signal }) => getSavedLanes(page, signal), placeholderData: keepPreviousData });
}

export function useSavedLanes(page: number) {
  return useQuery(savedLanesQueryOptions(page));
}
