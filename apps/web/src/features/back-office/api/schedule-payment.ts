import type { CreatePaymentBody, PaymentSummaryAnswer } from '@portal/domain/payments/payment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/internal/payments: one check pays Settled invoices of one carrier and one payee. */
export function schedulePayment(body: CreatePaymentBody): Promise<PaymentSummaryAnswer> {
  return portal.post('/internal/payments', { body });
}

export function useSchedulePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments.all });
    },
  });
}
