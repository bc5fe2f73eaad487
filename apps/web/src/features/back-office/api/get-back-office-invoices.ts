import type { BackOfficeInvoiceList, BackOfficeInvoiceQueryInput } from '@portal/domain/back-office/back-office-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/internal/ap-invoices: carrier invoices of one status (Received, Settled, Paid in Full), 50 a page. */
export function getBackOfficeInvoices(params: BackOfficeInvoiceQueryInput, signal?: AbortSignal): Promise<BackOfficeInvoiceList> {
  return portal.get('/internal/ap-invoices', { query: params, signal });
}

export function backOfficeInvoicesQueryOptions(params: BackOfficeInvoiceQueryInput) {
  return queryOptions({
    queryKey: queryKeys.apInvoices.backOffice(params),
    queryFn: ({ signal }) => getBackOfficeInvoices(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'back-office' },
  });
}

export function useBackOfficeInvoices(params: BackOfficeInvoiceQueryInput) {
  return useQuery(backOfficeInvoicesQueryOptions(params));
}
