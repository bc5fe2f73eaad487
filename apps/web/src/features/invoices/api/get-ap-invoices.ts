import type { ApInvoiceList, ApInvoiceListQuery } from '@portal/domain/invoices/ap-invoice-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices: one filter bucket, 50 a page. */
export function getApInvoices(params: ApInvoiceListQuery, signal?: AbortSignal): Promise<ApInvoiceList> {
  return portal.get('/ap-invoices', { query: params, signal });
}

export function apInvoicesQueryOptions(params: ApInvoiceListQuery) {
  return queryOptions({
    queryKey: queryKeys.apInvoices.list(params),
    queryFn: ({ signal }) => getApInvoices(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'accounting list' },
  });
}

export function useApInvoices(params: ApInvoiceListQuery) {
  return useQuery(apInvoicesQueryOptions(params));
}
