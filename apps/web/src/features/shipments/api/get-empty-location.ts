import type { EmptyLocation } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/{id}/empty-location: where and when the truck empties. */
export function getEmptyLocation(shipmentId: number, signal?: AbortSignal): Promise<EmptyLocation> {
  return portal.get('/shipments/:id/empty-location', { params: { id: shipmentId }, signal });
}

export function emptyLocationQueryOptions(shipmentId: number) {
  return queryOptions({ queryKey: queryKeys.shipments.part(shipmentId, 'empty-location'), queryFn: ({ signal }) => getEmptyLocation(shipmentId, signal) });
}

export function useEmptyLocation(shipmentId: number) {
  return useQuery(emptyLocationQueryOptions(shipmentId));
}
