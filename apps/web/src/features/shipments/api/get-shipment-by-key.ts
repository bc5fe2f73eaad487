import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/by-key/{shipmentNumberOrId}: a shipment number wins over an id of the same digits. */
export function getShipmentByKey(shipmentNumberOrId: string, signal?: AbortSignal): Promise<Shipment> {
  return portal.get('/shipments/by-key/:shipmentNumberOrId', { params: { shipmentNumberOrId }, signal });
}

export function shipmentByKeyQueryOptions(shipmentNumberOrId: string) {
  return queryOptions({
    queryKey: queryKeys.shipments.byKey(shipmentNumberOrId),
    queryFn: ({ signal }) => getShipmentByKey(shipmentNumberOrId, signal),
    retry: false,
    // The page shows the load failure itself ('Unable to access shipment...').
    meta: { silent: true, context: 'shipment' },
  });
}

export function useShipmentByKey(shipmentNumberOrId: string) {
  return useQuery({ ...shipmentByKeyQueryOptions(shipmentNumberOrId), enabled: !!shipmentNumberOrId });
}
