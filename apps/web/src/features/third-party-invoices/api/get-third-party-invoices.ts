import type { ThirdPartyList, ThirdPartyListQuery } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/list-layout/infinite-list';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The list's query without its page: infinite scroll asks page after page. */
export type ThirdPartyListParams = Omit<ThirdPartyListQuery, 'page'>;

/** GET {portal}/third-party-invoices: status, query, invoice and load dates, isAuditable, actionRequired; 50 a page. */
export function getThirdPartyInvoices(params: ThirdPartyListParams, page: number, signal?: AbortSignal): Promise<ThirdPartyList> {
  return portal.get('/third-party-invoices', { query: { ...params, page }, signal });
}

export function thirdPartyInvoicesQueryOptions(params: ThirdPartyListParams) {
  return infiniteQueryOptions({
    queryKey: queryKeys.thirdPartyInvoices.list(params),
    queryFn: ({ pageParam, signal }) => getThirdPartyInvoices(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    meta: { context: 'third-party invoices' },
  });
}

/** Infinite scroll appends pages. */
export function useThirdPartyInvoices(params: ThirdPartyListParams) {
  return useInfiniteQuery(thirdPartyInvoicesQueryOptions(params));
}
