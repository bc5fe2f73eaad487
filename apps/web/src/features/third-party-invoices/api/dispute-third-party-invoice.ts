import type { PayerDisputeBody } from '@portal/domain/third-party-invoices/payer-actions';
import type { ThirdPartyActionAnswer } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { applyPayerActionAnswer } from './payer-action-cache';

/** POST {portal}/third-party-invoices/{invoiceNumber}/dispute: a Received invoice disputed with a reason. */
export function disputeThirdPartyInvoice(invoiceNumber: string, body: PayerDisputeBody): Promise<ThirdPartyActionAnswer> {
  return portal.post('/third-party-invoices/:invoiceNumber/dispute', { params: { invoiceNumber }, body });
}

export function useDisputeThirdPartyInvoice(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayerDisputeBody) => disputeThirdPartyInvoice(invoiceNumber, body),
    // The dialog shows the refusal itself.
    meta: { silent: true },
    onSuccess: (answer) => applyPayerActionAnswer(queryClient, invoiceNumber, answer),
  });
}
