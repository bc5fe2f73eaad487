import { PAYMENT_DETAILS_PAGE_SIZE } from '@portal/domain/common/constants';
import type { PaymentDetailsAnswer } from '@portal/domain/payments/payment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/payments/{checkNumber}/details: the invoices a check paid, 20 a page, with totals over the check. */
export function getPaymentDetails(checkNumber: string, page: number, signal?: AbortSignal): Promise<PaymentDetailsAnswer> {
  return portal.get('/payments/:checkNumber/details', { params: { checkNumber }, query: { page, pageSize: PAYMENT_DETAILS_PAGE_SIZE }, signal });
}

export function paymentDetailsQueryOptions(checkNumber: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.payments.details(checkNumber, page),
    queryFn: ({ signal }) => getPaymentDetails(checkNumber, page, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'payment details' },
  });
}

export function usePaymentDetails(checkNumber: string, page: number, enabled = true) {
  return useQuery({ ...paymentDetailsQueryOptions(checkNumber, page), enabled });
}
