import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SortDirection } from '@portal/domain/load-board/freight-schemas';
import type { RateRequestList, RateRequestSortProperty, RateRequestStatusFilter } from '@portal/domain/rates/rate-schemas';

export interface RateRequestsParams {
  query?: string;
  statuses: readonly RateRequestStatusFilter[];
  page: number;
  pageSize?: number;
  sortProperty?: RateRequestSortProperty;
  sortDirection?: SortDirection;
}

/** GET {portal}/rate-requests: rate request search. */
export function getRateRequests(params: RateRequestsParams, signal?: AbortSignal): Promise<RateRequestList> {
  return portal.get('/rate-requests', {
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
