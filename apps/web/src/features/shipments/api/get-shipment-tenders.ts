import type { ListAnswer } from '@portal/domain/common/api';
import type { ShipmentTender } from '@portal/domain/shipments/shipment-detail-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {trucks}/v2/shipments/{id}/tenders */
export function getShipmentTenders(shipmentId: number, signal?: AbortSignal): Promise<ListAnswer<ShipmentTender>> {
  return trucks.get('/v2/shipments/:id/tenders', { params: { id: shipmentId }, signal });
}

export function shipmentTendersQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: queryKeys.shipments.part(shipmentId, 'tenders'),
    queryFn: ({ signal }) => getShipmentTenders(shipmentId, signal),
    meta: { silent: true, context: 'shipment tenders' },
  });
}

export function useShipmentTenders(shipmentId: number | undefined) {
  return useQuery({ ...shipmentTendersQueryOptions(shipmentId ?? 0), enabled: !!shipmentId });
}
