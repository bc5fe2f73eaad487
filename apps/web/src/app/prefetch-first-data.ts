import { GENERIC_LIST_PAGE_SIZE } from '@portal/domain/common/constants';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { bookingsQueryOptions } from '../features/shipments/api/get-bookings';
import { onTimeCountsQueryOptions, statusCountsQueryOptions } from '../features/shipments/api/get-shipment-counts';
import { SHIPMENT_LIST_FIRST_PAGE } from '../features/shipments/lib/shipment-list-first-page';
import { getSession } from '../lib/session';

/**
 * Starts the first data a signed-in page shows while its modules download, rather than after they
 * have rendered (one round trip and the modules' parse time earlier), with the same queries the
 * components run: on the dashboard its charts and the shipments that need updates; on /shipments
 * opened without filters in its address, the list's first page. Only for what the user may open: a
 * page the route guard turns away asks for nothing. What the first paint does not show (the user's
 * refresh, the list's view counts) waits for the page's first content (lib/after-first-content.ts):
 * over HTTP/1.1 a phone has six connections, which the page's modules need too.
 */
export function prefetchFirstData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const { user } = getSession();
  if (!user) return;
  const onDashboard = pathname === paths.dashboard.path || pathname.startsWith(`${paths.dashboard.path}/`);
  if (onDashboard && canAccess(user, ROUTE_ACCESS.dashboard)) {
    void queryClient.prefetchQuery(statusCountsQueryOptions());
    void queryClient.prefetchQuery(onTimeCountsQueryOptions());
    // The needs-updates list's first page (needs-updates-list.tsx).
    void queryClient.prefetchQuery(bookingsQueryOptions({ view: 'booking', needsUpdates: true, page: 1, pageSize: GENERIC_LIST_PAGE_SIZE }));
  }
  if (pathname === paths.shipments.path && search === '' && canAccess(user, ROUTE_ACCESS.shipments)) {
    void queryClient.prefetchQuery(bookingsQueryOptions(SHIPMENT_LIST_FIRST_PAGE));
  }
}
