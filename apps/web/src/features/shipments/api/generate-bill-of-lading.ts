import type { BillOfLadingAnswer } from '@portal/domain/shipments/shipment-detail-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/shipments/{id}/bill-of-lading: 'BOL successfully generated for {number}'. */
export async function generateBillOfLading(shipmentId: number): Promise<BillOfLadingAnswer> {
  return (await portal.post('/shipments/:id/bill-of-lading', { params: { id: shipmentId } })).data;
}

export function useGenerateBillOfLading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBillOfLading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
  });
}
