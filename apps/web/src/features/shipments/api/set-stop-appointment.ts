import type { AppointmentAnswer } from '@portal/domain/shipments/shipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH {trucks}/v2/shipments/{id}/stops/{stopId}/appointments: answers the stops and any warnings (outside the window or dock hours). */
export function setStopAppointment({ shipmentId, stopId, appointment }: { shipmentId: number; stopId: number; appointment: string }): Promise<AppointmentAnswer> {
  return trucks.patch('/v2/shipments/:shipmentId/stops/:stopId/appointments', { params: { shipmentId, stopId }, body: { appointment } });
}

export function useSetStopAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStopAppointment, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'appointment' } });
}
