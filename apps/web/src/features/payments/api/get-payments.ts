import type { PaymentList, PaymentListQuery } from '@portal/domain/payments/payment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/payments: payment summaries by check in a date range, 20 a page. */
export function getPayments(params: PaymentListQuery, signal?: AbortSignal): Promise<PaymentList> {
  return portal.get('/payments', { query: params, signal });
}

export function paymentsQueryOptions(params: PaymentListQuery) {
  return queryOptions({
    queryKey: queryKeys.payments.list(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'payments' },
  });
}

export function usePayments(params: PaymentListQuery) {
  return useQuery(paymentsQueryOptions(params));
}
