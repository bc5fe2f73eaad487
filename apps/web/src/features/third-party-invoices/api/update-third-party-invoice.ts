import type { InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ThirdPartyUpdateAnswer } from '../types';

/** PATCH {portal}/third-party-invoices/{invoiceNumber}: Add Invoice (an emptied field is sent as null: cleared). */
export function updateThirdPartyInvoice(invoiceNumber: string, entry: InvoiceEntry): Promise<ThirdPartyUpdateAnswer> {
  return portalApi.patch<ThirdPartyUpdateAnswer>(`/third-party-invoices/${encodeURIComponent(invoiceNumber)}`, {
    externalInvoiceNumber: entry.externalInvoiceNumber || null,
    externalInvoiceAmount: entry.externalInvoiceAmount || null,
  });
}

export function useUpdateThirdPartyInvoice(invoiceNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: InvoiceEntry) => updateThirdPartyInvoice(invoiceNumber, entry),
    // The form shows the failure itself (title or detail, plus the errors).
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.thirdPartyInvoices.detail(invoiceNumber), answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.thirdPartyInvoices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
    },
  });
}
