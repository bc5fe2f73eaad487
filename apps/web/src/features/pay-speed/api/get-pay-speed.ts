import { useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/ap-invoices/{id}/pay-speed: the invoice's pay speed, its fee, and what quick pay costs today. */
export function usePaySpeed(invoiceId: number) {
  return useQuery({
    queryKey: queryKeys.apInvoices.paySpeed(invoiceId),
    queryFn: async ({ signal }) => (await portal.get('/ap-invoices/:id/pay-speed', { params: { id: invoiceId }, signal })).data,
    meta: { context: 'pay speed' },
  });
}
