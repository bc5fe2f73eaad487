import type { PaymentSummary, PaymentSummaryAnswer } from '@portal/domain/payments/payment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/payments/{checkNumber}: the summary of one check. */
export async function getPayment(checkNumber: string, signal?: AbortSignal): Promise<PaymentSummary> {
  const answer = await portalApi.get<PaymentSummaryAnswer>(`/payments/${encodeURIComponent(checkNumber)}`, { signal });
  return answer.data;
}

export function paymentQueryOptions(checkNumber: string) {
  return queryOptions({
    queryKey: queryKeys.payments.detail(checkNumber),
    queryFn: ({ signal }) => getPayment(checkNumber, signal),
    retry: false,
    meta: { context: 'payment' },
  });
}

export function usePayment(checkNumber: string) {
  return useQuery(paymentQueryOptions(checkNumber));
}
