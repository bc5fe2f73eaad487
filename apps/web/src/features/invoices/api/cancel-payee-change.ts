import type { ApInvoiceRemitToAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/ap-invoices/{id}/payee-change/cancellation: the held payee change is withdrawn. */
export function cancelPayeeChange(id: number): Promise<ApInvoiceRemitToAnswer> {
  return portal.post('/ap-invoices/:id/payee-change/cancellation', { params: { id } });
}

export function useCancelPayeeChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelPayeeChange(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.apInvoices.detail(answer.data.invoiceNumber), answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all });
    },
  });
}
