import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/by-number/{shipmentNumber} */
export function getShipmentByNumber(shipmentNumber: string, signal?: AbortSignal): Promise<Shipment> {
  return portal.get('/shipments/by-number/:shipmentNumber', { params: { shipmentNumber }, signal });
}

export function shipmentQueryOptions(shipmentNumber: string) {
  return queryOptions({
    queryKey: queryKeys.shipments.byNumber(shipmentNumber),
    queryFn: ({ signal }) => getShipmentByNumber(shipmentNumber, signal),
    retry: false,
    // The pages show the load failure themselves ('Unable to access shipment...').
    meta: { silent: true, context: 'shipment' },
  });
}

export function useShipment(shipmentNumber: string | undefined) {
  return useQuery({ ...shipmentQueryOptions(shipmentNumber ?? ''), enabled: !!shipmentNumber });
}
