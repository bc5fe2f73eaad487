import type { ApInvoiceUpdateAnswer, ApInvoiceUpdateBody } from '@portal/domain/invoices/ap-invoice-schemas';
import type { InvoiceEntry } from '@portal/domain/invoices/invoice-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH {portal}/ap-invoices/{id}: invoiceId, externalInvoiceNumber, externalInvoiceAmount (an emptied field is sent as null: cleared). */
export function updateApInvoice(id: number, entry: InvoiceEntry): Promise<ApInvoiceUpdateAnswer> {
  const body: ApInvoiceUpdateBody = {
    invoiceId: id,
    externalInvoiceNumber: entry.externalInvoiceNumber || null,
    externalInvoiceAmount: entry.externalInvoiceAmount || null,
  };
  return portal.patch('/ap-invoices/:id', { params: { id }, body });
}

export function useUpdateApInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: InvoiceEntry) => updateApInvoice(id, entry),
    // The form shows the failure itself (title or detail, plus the errors).
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.apInvoices.detail(answer.data.invoiceNumber), answer.data);
      // Lists, counts and the Accounting badge; required documents of the invoice too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
    },
  });
}
