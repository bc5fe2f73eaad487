import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ShipmentListView } from '@portal/domain/shipments/shipment-list-views';
import type { BookingListQuery } from '@portal/domain/shipments/shipment-request-schemas';
import type { ShipmentList } from '@portal/domain/shipments/shipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface BookingsFilter {
  view: ShipmentListView;
  query?: string;
  /** Empty: the view's own statuses. */
  statuses?: readonly number[];
  needsUpdates?: boolean;
  page: number;
  pageSize?: number;
}

/** GET {portal}/shipments/bookings?view=&query=&statuses=&needsUpdates=&page=&pageSize= */
export function getBookings(filter: BookingsFilter, signal?: AbortSignal): Promise<ShipmentList> {
  const query: BookingListQuery = {
    view: filter.view,
    query: filter.query || undefined,
    statuses: filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : undefined,
    needsUpdates: filter.needsUpdates,
    page: filter.page,
    pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE,
  };
  return portalApi.get<ShipmentList>('/shipments/bookings', { query, signal });
}

export function bookingsQueryOptions(filter: BookingsFilter) {
  return queryOptions({
    queryKey: queryKeys.shipments.bookings({ ...filter, statuses: filter.statuses ? [...filter.statuses] : undefined }),
    queryFn: ({ signal }) => getBookings(filter, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'shipment list' },
  });
}

export function useBookings(filter: BookingsFilter, enabled = true) {
  return useQuery({ ...bookingsQueryOptions(filter), enabled });
}
