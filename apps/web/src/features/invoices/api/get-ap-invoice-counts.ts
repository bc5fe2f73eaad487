import type { ApInvoiceCounts } from '@portal/domain/invoices/ap-invoice-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices/counts: invoice amount and shipment count per view (the navigation badge shares the key). */
export async function getApInvoiceCounts(signal?: AbortSignal): Promise<ApInvoiceCounts> {
  const answer = await portalApi.get<{ data: ApInvoiceCounts }>('/ap-invoices/counts', { signal });
  return answer.data;
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
