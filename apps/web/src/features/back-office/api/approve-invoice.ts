import type { ApInvoiceAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/internal/ap-invoices/{id}/settle: approves a Received invoice for payment (Received -> Settled). */
export function approveInvoice(id: number): Promise<ApInvoiceAnswer> {
  return portal.post('/internal/ap-invoices/:id/settle', { params: { id } });
}

export function useApproveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveInvoice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all }),
  });
}
