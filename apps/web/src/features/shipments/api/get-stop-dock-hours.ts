import type { StopDockHours } from '@portal/domain/locations/location-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/stop-dock-hours: whether each stop's dock is open now (pickups the shipping dock, deliveries the receiving one). */
export function getStopDockHours(shipmentId: number, signal?: AbortSignal): Promise<StopDockHours> {
  return portal.get('/shipments/:id/stop-dock-hours', { params: { id: shipmentId }, signal });
}

export function stopDockHoursQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.stopDockHours(shipmentId),
    queryFn: ({ signal }) => getStopDockHours(shipmentId, signal),
    // Open now moves with the clock.
    refetchInterval: 5 * 60_000,
    // Dock hours add to the stop; without them the stop still reads, so no toast.
    meta: { silent: true, context: 'stop dock hours' },
  });
}

export function useStopDockHours(shipmentId: number) {
  return useQuery(stopDockHoursQueryOptions(shipmentId));
}
