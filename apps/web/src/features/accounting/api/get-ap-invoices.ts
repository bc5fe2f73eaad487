import type { ListAnswer } from '@portal/domain/common/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ApInvoice, ApInvoiceListParams } from '../types';

/** GET {portal}/ap-invoices: one filter bucket, 50 a page. */
export function getApInvoices(params: ApInvoiceListParams, signal?: AbortSignal): Promise<ListAnswer<ApInvoice>> {
  return portalApi.get<ListAnswer<ApInvoice>>('/ap-invoices', { query: { ...params }, signal });
}

export function apInvoicesQueryOptions(params: ApInvoiceListParams) {
  return queryOptions({
    queryKey: queryKeys.apInvoices.list(params),
    queryFn: ({ signal }) => getApInvoices(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'accounting list' },
  });
}

export function useApInvoices(params: ApInvoiceListParams) {
  return useQuery(apInvoicesQueryOptions(params));
}
