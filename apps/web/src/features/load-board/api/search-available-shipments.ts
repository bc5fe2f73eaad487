import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SearchAnswer } from '../types';

/** The query of GET {portal}/available-shipments (load board search, spec section 3). */
export interface AvailableShipmentsParams {
  originCity?: string;
  originState?: string;
  originPostalCode?: string;
  originRadius: number;
  destinationCity?: string;
  destinationState?: string;
  destinationPostalCode?: string;
  destinationRadius: number;
  pickupFrom?: string;
  pickupTo?: string;
  equipmentModes: readonly string[];
  includePartials: boolean;
  sortProperty: string;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** GET {portal}/available-shipments: Ready to Book loads by origin/destination radius, dates, equipment, partials. */
export function searchAvailableShipments(params: AvailableShipmentsParams, signal?: AbortSignal): Promise<SearchAnswer> {
  return portalApi.get<SearchAnswer>('/available-shipments', { query: { ...params }, signal });
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
