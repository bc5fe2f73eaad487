import type { PaySpeed } from '@portal/domain/pay-speed/pay-speed-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/ap-invoices/{id}/pay-speed: the carrier chooses standard terms or quick pay; the invoice and its timeline are read again. */
export function useChangePaySpeed(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paySpeed: PaySpeed) => portal.put('/ap-invoices/:id/pay-speed', { params: { id: invoiceId }, body: { paySpeed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apInvoices.all }),
    meta: { context: 'change pay speed' },
  });
}
