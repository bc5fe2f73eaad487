import type { ThirdPartyActionAnswer } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { applyPayerActionAnswer } from './payer-action-cache';

/** POST {portal}/third-party-invoices/{invoiceNumber}/approve: Received -> Settled. */
export function approveThirdPartyInvoice(invoiceNumber: string): Promise<ThirdPartyActionAnswer> {
  return portal.post('/third-party-invoices/:invoiceNumber/approve', { params: { invoiceNumber } });
}

export function useApproveThirdPartyInvoice(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveThirdPartyInvoice(invoiceNumber),
    // The dialog shows the refusal itself.
    meta: { silent: true },
    onSuccess: (answer) => applyPayerActionAnswer(queryClient, invoiceNumber, answer),
  });
}
