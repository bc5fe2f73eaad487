import type { PayerPaymentBody } from '@portal/domain/third-party-invoices/payer-actions';
import type { ThirdPartyActionAnswer } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { applyPayerActionAnswer } from './payer-action-cache';

/** POST {portal}/third-party-invoices/{invoiceNumber}/pay: Settled -> Paid in Full with the payment reference and date. */
export function payThirdPartyInvoice(invoiceNumber: string, body: PayerPaymentBody): Promise<ThirdPartyActionAnswer> {
  return portal.post('/third-party-invoices/:invoiceNumber/pay', { params: { invoiceNumber }, body });
}

export function usePayThirdPartyInvoice(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayerPaymentBody) => payThirdPartyInvoice(invoiceNumber, body),
    // The dialog shows the refusal itself.
    meta: { silent: true },
    onSuccess: (answer) => applyPayerActionAnswer(queryClient, invoiceNumber, answer),
  });
}
