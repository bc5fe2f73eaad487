import type { ListAnswer } from '@portal/domain/common/api';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Lane } from '../types';

/** GET {portal}/lanes: the company's history and declared lanes, with recent loads and loads on the board. */
export function getLanes(page: number, signal?: AbortSignal): Promise<ListAnswer<Lane>> {
  return portalApi.get<ListAnswer<Lane>>('/lanes', { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal });
}

export function lanesQueryOptions(page: number) {
  return queryOptions({ queryKey: queryKeys.lanes.history({ page }), queryFn: ({ signal }) => getLanes(page, signal), placeholderData: keepPreviousData });
}

export function useLanes(page: number) {
  return useQuery(lanesQueryOptions(page));
}
