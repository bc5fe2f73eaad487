import type { ListAnswer } from '@portal/domain/common/api';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RateRequest } from '../types';

export interface RateRequestsParams {
  query?: string;
  statuses: readonly number[];
  page: number;
  pageSize?: number;
  sortProperty?: string;
  sortDirection?: 'asc' | 'desc';
}

/** GET {portal}/rate-requests: rate request search (spec section 7, rates). */
export function getRateRequests(params: RateRequestsParams, signal?: AbortSignal): Promise<ListAnswer<RateRequest>> {
  return portalApi.get<ListAnswer<RateRequest>>('/rate-requests', {
    query: { ...params, query: params.query || undefined, pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE },
    signal,
  });
}

export function rateRequestsQueryOptions(params: RateRequestsParams) {
  return queryOptions({
    queryKey: queryKeys.rateRequests.list(params),
    queryFn: ({ signal }) => getRateRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRateRequests(params: RateRequestsParams) {
  return useQuery(rateRequestsQueryOptions(params));
}
