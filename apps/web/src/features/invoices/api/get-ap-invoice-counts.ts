import type { ApInvoiceCounts } from '@portal/domain/invoices/ap-invoice-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices/counts: invoice amount and shipment count per view (the navigation badge shares the key). */
export async function getApInvoiceCounts(signal?: AbortSignal): Promise<ApInvoiceCounts> {
  return (await portal.get('/ap-invoices/counts', { signal })).data;
}

export function apInvoiceCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.apInvoices.counts(),
    queryFn: ({ signal }) => getApInvoiceCounts(signal),
    meta: { context: 'accounting counts' },
  });
}

export function useApInvoiceCounts() {
  return useQuery(apInvoiceCountsQueryOptions());
}
