import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/shipments/by-number/{shipmentNumber}: only its id is needed here (the booking calls take ids). */
export async function getShipmentIdByNumber(shipmentNumber: string, signal?: AbortSignal): Promise<number> {
  const shipment = await portal.get('/shipments/by-number/:shipmentNumber', { params: { shipmentNumber }, signal });
  return shipment.id;
}

export function shipmentIdByNumberQueryOptions(shipmentNumber: string) {
  return queryOptions({
    queryKey: queryKeys.rating.shipmentByNumber(shipmentNumber),
    queryFn: ({ signal }) => getShipmentIdByNumber(shipmentNumber, signal),
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    meta: { silent: true, context: 'shipment by number' },
  });
}

export function useShipmentIdByNumber(shipmentNumber: string) {
  return useQuery(shipmentIdByNumberQueryOptions(shipmentNumber));
}
