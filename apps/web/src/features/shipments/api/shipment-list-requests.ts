import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { ShipmentListView } from '@portal/domain/shipments/shipment-list-views';
import type { RouteInput } from '@portal/domain/api/route-contract';
import type { shipmentListRoutes } from '@portal/domain/shipments/shipment-list-routes';
import type { ApiGet } from '../../../lib/api-client';

/**
 * The requests behind the shipment lists and the dashboard's charts, as plain values: the app's
 * entry starts the first page's ones before the app has downloaded (app/first-page.ts), and the
 * fetchers ask the same addresses through the typed client (get-bookings.ts sends this query,
 * get-shipment-counts.ts the same paths), so the entry's early answer is the one the page takes. No
 * React Query here, and the route table only as types: the entry carries neither.
 */
export interface BookingsFilter {
  view: ShipmentListView;
  query?: string;
  /** Pickup and delivery city (or its start), optionally ", ST". */
  origin?: string;
  destination?: string;
  /** Empty: the view's own statuses. */
  statuses?: readonly number[];
  needsUpdates?: boolean;
  page: number;
  pageSize?: number;
}

/** GET {portal}/shipments/bookings?view=&query=&origin=&destination=&statuses=&needsUpdates=&page=&pageSize= */
export function bookingsRequest(filter: BookingsFilter): ApiGet & { query: RouteInput<typeof shipmentListRoutes.bookings>['query'] } {
  return {
    service: 'portal',
    path: '/shipments/bookings',
    query: {
      view: filter.view,
      query: filter.query || undefined,
      origin: filter.origin || undefined,
      destination: filter.destination || undefined,
      statuses: filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : undefined,
      needsUpdates: filter.needsUpdates,
      page: filter.page,
      pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE,
    },
  };
}

/** GET {portal}/shipments/status-counts */
export const STATUS_COUNTS_REQUEST: ApiGet = { service: 'portal', path: '/shipments/status-counts' };

/** GET {portal}/shipments/on-time-status-counts */
export const ON_TIME_COUNTS_REQUEST: ApiGet = { service: 'portal', path: '/shipments/on-time-status-counts' };
