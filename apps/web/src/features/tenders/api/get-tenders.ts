import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { carrier } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SortDirection } from '@portal/domain/load-board/freight-schemas';
import type { TenderList, TenderSortProperty, TenderStatusFilter } from '@portal/domain/tenders/tender-schemas';

export type { TenderStatusFilter };

export interface TendersParams {
  query?: string;
  page: number;
  pageSize?: number;
  statuses: readonly TenderStatusFilter[];
  customers?: readonly number[];
  sortProperty?: TenderSortProperty;
  sortDirection?: SortDirection;
}

/** GET {carrier}/v2/tenders: query, page, pageSize, statuses, customers, sortProperty, sortDirection. */
export function getTenders(params: TendersParams, signal?: AbortSignal): Promise<TenderList> {
  return carrier.get('/v2/tenders', {
    query: {
      query: params.query || undefined,
      page: params.page,
      pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE,
      statuses: params.statuses,
      customers: params.customers,
      sortProperty: params.sortProperty,
      sortDirection: params.sortDirection,
    },
    signal,
  });
}

export function tendersQueryOptions(params: TendersParams) {
  return queryOptions({
    queryKey: queryKeys.tenders.list(params),
    queryFn: ({ signal }) => getTenders(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTenders(params: TendersParams) {
  return useQuery(tendersQueryOptions(params));
}

/** How many tenders a view holds: the same list call asking for one row. */
export function tenderViewTotalQueryOptions(statuses: readonly TenderStatusFilter[]) {
  return queryOptions({
    queryKey: queryKeys.tenders.viewTotal(statuses),
    queryFn: async ({ signal }) => (await getTenders({ statuses, page: 1, pageSize: 1 }, signal)).totalCount,
    staleTime: 30_000,
    meta: { silent: true, context: 'tender view total' },
  });
}

export function useTenderViewTotal(statuses: readonly TenderStatusFilter[]) {
  return useQuery(tenderViewTotalQueryOptions(statuses));
}
