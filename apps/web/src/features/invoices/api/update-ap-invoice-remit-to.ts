import type { ApInvoiceRemitToAnswer, ApInvoiceRemitToBody } from '@portal/domain/invoices/ap-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/ap-invoices/{id}/remit-to: a factoring company of the factoring list, or null to be paid directly. */
export function updateApInvoiceRemitTo(id: number, remitToCompanyId: number | null): Promise<ApInvoiceRemitToAnswer> {
  const body: ApInvoiceRemitToBody = { remitToCompanyId };
  return portal.put('/ap-invoices/:id/remit-to', { params: { id }, body });
}

export function useUpdateApInvoiceRemitTo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remitToCompanyId: number | null) => updateApInvoiceRemitTo(id, remitToCompanyId),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.apInvoices.detail(answer.data.invoiceNumber), answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all });
    },
  });
}
