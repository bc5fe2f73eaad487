import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { FreightDetail } from '@portal/domain/load-board/load-board-schemas';

/** GET {portal}/available-shipments/{shipmentNumber}: one load with stops, map points and whether the caller may book it now. */
export function getAvailableShipment(shipmentNumber: string, signal?: AbortSignal): Promise<FreightDetail> {
  return portal.get('/available-shipments/:shipmentNumber', { params: { shipmentNumber }, signal });
}

export function availableShipmentQueryOptions(shipmentNumber: string) {
  return queryOptions({
    queryKey: queryKeys.loadBoard.detail(shipmentNumber),
    queryFn: ({ signal }) => getAvailableShipment(shipmentNumber, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    meta: { silent: true },
  });
}

export function useAvailableShipment(shipmentNumber: string) {
  return useQuery(availableShipmentQueryOptions(shipmentNumber));
}
