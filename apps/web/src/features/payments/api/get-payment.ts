import type { PaymentSummary } from '@portal/domain/payments/payment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/payments/{checkNumber}: the summary of one check. */
export async function getPayment(checkNumber: string, signal?: AbortSignal): Promise<PaymentSummary> {
  return (await portal.get('/payments/:checkNumber', { params: { checkNumber }, signal })).data;
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
