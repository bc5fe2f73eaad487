import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices/by-number/{invoiceNumber}/pay-timeline: the invoice's steps to the money and its predicted pay date. */
export async function getPayTimeline(invoiceNumber: string, signal?: AbortSignal): Promise<PayTimeline> {
  const answer = await portal.get('/ap-invoices/by-number/:invoiceNumber/pay-timeline', { params: { invoiceNumber }, signal });
  return answer.data;
}

export function payTimelineQueryOptions(invoiceNumber: string) {
  return queryOptions({
    queryKey: queryKeys.apInvoices.payTimeline(invoiceNumber),
    queryFn: ({ signal }) => getPayTimeline(invoiceNumber, signal),
    meta: { context: 'pay timeline' },
  });
}

export function usePayTimeline(invoiceNumber: string) {
  return useQuery(payTimelineQueryOptions(invoiceNumber));
}
