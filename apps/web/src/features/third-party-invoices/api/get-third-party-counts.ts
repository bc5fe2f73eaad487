import type { ThirdPartyCounts, ThirdPartyCountsQuery } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/third-party-invoices/status-counts: the sidebar views' counts under the filter panel. */
export async function getThirdPartyCounts(params: ThirdPartyCountsQuery, signal?: AbortSignal): Promise<ThirdPartyCounts> {
  return (await portal.get('/third-party-invoices/status-counts', { query: params, signal })).data;
}

export function thirdPartyCountsQueryOptions(params: ThirdPartyCountsQuery) {
  return queryOptions({
    queryKey: queryKeys.thirdPartyInvoices.counts(params),
    queryFn: ({ signal }) => getThirdPartyCounts(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'third-party invoice counts' },
  });
}

export function useThirdPartyCounts(params: ThirdPartyCountsQuery) {
  return useQuery(thirdPartyCountsQueryOptions(params));
}
