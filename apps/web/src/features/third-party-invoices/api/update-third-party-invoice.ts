import type { InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import type { ThirdPartyUpdateAnswer, ThirdPartyUpdateBody } from '@portal/domain/third-party-invoices/third-party-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH {portal}/third-party-invoices/{invoiceNumber}: Add Invoice (an emptied field is sent as null: cleared). */
export function updateThirdPartyInvoice(invoiceNumber: string, entry: InvoiceEntry): Promise<ThirdPartyUpdateAnswer> {
  const body: ThirdPartyUpdateBody = { externalInvoiceNumber: entry.externalInvoiceNumber || null, externalInvoiceAmount: entry.externalInvoiceAmount || null };
  return portal.patch('/third-party-invoices/:invoiceNumber', { params: { invoiceNumber }, body });
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
