import type { ShipmentDriverList } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/drivers: the drivers assigned to the load. */
export function getShipmentDrivers(shipmentId: number, signal?: AbortSignal): Promise<ShipmentDriverList> {
  return portal.get('/shipments/:id/drivers', { params: { id: shipmentId }, signal });
}

export function shipmentDriversQueryOptions(shipmentId: number) {
  return queryOptions({ queryKey: queryKeys.shipments.part(shipmentId, 'drivers'), queryFn: ({ signal }) => getShipmentDrivers(shipmentId, signal) });
}

export function useShipmentDrivers(shipmentId: number) {
  return useQuery(shipmentDriversQueryOptions(shipmentId));
}
