import type { ListAnswer } from '@portal/domain/common/api';
import type { Trip } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {trucks}/v2/shipments/{id}/trips: the shipment's trip (0 or 1) with its shipments. */
export function getShipmentTrips(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<Trip>> {
  return trucks.get('/v2/shipments/:id/trips', { params: { id: shipmentId }, signal });
}

export function shipmentTripsQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.part(shipmentId, 'trips'),
    queryFn: ({ signal }) => getShipmentTrips(shipmentId, signal),
    meta: { silent: true, context: 'shipment trips' },
  });
}

export function useShipmentTrips(shipmentId: number | undefined) {
  return useQuery({ ...shipmentTripsQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
