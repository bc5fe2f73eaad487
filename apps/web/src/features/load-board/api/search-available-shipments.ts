import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AvailableShipmentsAnswer, AvailableShipmentsQuery } from '@portal/domain/load-board/load-board-schemas';

/** The query of GET {portal}/available-shipments (load board search), as the page sends it. */
export type AvailableShipmentsParams = Pick<
  AvailableShipmentsQuery,
  | 'originCity'
  | 'originState'
  | 'originPostalCode'
  | 'originRadius'
  | 'destinationCity'
  | 'destinationState'
  | 'destinationPostalCode'
  | 'destinationRadius'
  | 'pickupFrom'
  | 'pickupTo'
  | 'includePartials'
  | 'sortProperty'
  | 'sortDirection'
  | 'page'
  | 'pageSize'
> & { equipmentModes: readonly string[] };

/** GET {portal}/available-shipments: Ready to Book loads by origin/destination radius, dates, equipment, partials. */
export function searchAvailableShipments(params: AvailableShipmentsParams, signal?: AbortSignal): Promise<AvailableShipmentsAnswer> {
  return portal.get('/available-shipments', { query: { ...params }, signal });
}

export function availableShipmentsQueryOptions(params: AvailableShipmentsParams) {
  return queryOptions({
    queryKey: queryKeys.loadBoard.search(params),
    queryFn: ({ signal }) => searchAvailableShipments(params, signal),
    placeholderData: keepPreviousData,
    // A bad place shows on its field; the page reads the error instead of a toast.
    meta: { silent: true, context: 'load board search' },
    retry: false,
  });
}

export function useAvailableShipments(params: AvailableShipmentsParams, enabled = true) {
  return useQuery({ ...availableShipmentsQueryOptions(params), enabled });
}
