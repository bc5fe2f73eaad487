import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BADGE_QUERY_DEFAULTS } from './badge-query-defaults';

export interface InvoiceBucketCount {
  invoiceAmount: number;
  shipmentCount: number;
}

export interface ApInvoiceCounts {
  uninvoiced: InvoiceBucketCount;
  pending: InvoiceBucketCount;
  invoiced: InvoiceBucketCount;
  paid: InvoiceBucketCount;
}

/** GET {portal}/ap-invoices/counts: the Accounting badge reads uninvoiced (action required) shipments. */
export async function getApInvoiceCounts(signal?: AbortSignal): Promise<ApInvoiceCounts> {
  const answer = await portalApi.get<{ data: ApInvoiceCounts }>('/ap-invoices/counts', { signal });
  return answer.data;
}

export function apInvoiceCountsQueryOptions() {
  return queryOptions({
    ...BADGE_QUERY_DEFAULTS,
    queryKey: queryKeys.apInvoices.counts(),
    queryFn: ({ signal }) => getApInvoiceCounts(signal),
    meta: { silent: true, context: 'badge: accounting' },
  });
}

export function useApInvoiceCounts(enabled: boolean) {
  return useQuery({ ...apInvoiceCountsQueryOptions(), enabled });
}
