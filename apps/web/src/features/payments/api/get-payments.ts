import type { ListAnswer } from '@portal/domain/common/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentListParams, PaymentSummary } from '../types';

/** GET {portal}/payments: payment summaries by check in a date range, 20 a page. */
export function getPayments(params: PaymentListParams, signal?: AbortSignal): Promise<ListAnswer<PaymentSummary>> {
  return portalApi.get<ListAnswer<PaymentSummary>>('/payments', { query: { ...params }, signal });
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: queryKeys.payments.list(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'payments' },
  });
}

export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}
