import type { CancelBookingBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/shipments/{id}/cancel-booking: the booked carrier gives the load back before pickup. */
export function cancelBooking({ shipmentId, body }: { shipmentId: number; body: CancelBookingBody }) {
  return portal.post('/shipments/:id/cancel-booking', { params: { id: shipmentId }, body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.scoreCard.all });
    },
    meta: { silent: true, context: 'cancel booking' },
  });
}
