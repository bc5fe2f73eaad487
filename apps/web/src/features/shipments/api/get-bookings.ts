import type { ShipmentList } from '@portal/domain/shipments/shipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { bookingsRequest, type BookingsFilter } from './shipment-list-requests';

/** GET {portal}/shipments/bookings (shipment-list-requests.ts) */
export function getBookings(filter: BookingsFilter, signal?: AbortSignal): Promise<ShipmentList> {
  return portal.get('/shipments/bookings', { query: bookingsRequest(filter).query, signal });
}

export function bookingsQueryOptions(filter: BookingsFilter) {
  return queryOptions({
    // Keyed as the request is sent (no empty place filter), so the entry's early first page and the
    // list's own query are one entry of the cache.
    queryKey: queryKeys.shipments.bookings({
      ...filter,
      origin: filter.origin || undefined,
      destination: filter.destination || undefined,
      statuses: filter.statuses ? [...filter.statuses] : undefined,
    }),
    queryFn: ({ signal }) => getBookings(filter, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'shipment list' },
  });
}

export function useBookings(filter: BookingsFilter, enabled = true) {
  return useQuery({ ...bookingsQueryOptions(filter), enabled });
}
