import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { paths } from '../config/paths';
import { bookingsRequest, ON_TIME_COUNTS_REQUEST, STATUS_COUNTS_REQUEST, type BookingsFilter } from '../features/shipments/api/shipment-list-requests';
import { NEEDS_UPDATES_FIRST_PAGE, SHIPMENT_LIST_FIRST_PAGE } from '../features/shipments/lib/shipment-list-first-page';
import { loadRuntimeConfig, startEarlyGet, type ApiGet } from '../lib/api-client';
import { getSession } from '../lib/session';

/** Data a page's first paint draws. */
export type FirstData = { kind: 'bookings'; filter: BookingsFilter } | { kind: 'statusCounts' } | { kind: 'onTimeCounts' };

interface FirstPage {
  /** The page's route module (app/router.tsx loads the same one). */
  load: () => Promise<unknown>;
  data: FirstData[];
}

/**
 * The pages signed-in users land on, the dashboard and the shipment list, and what their first
 * paint needs: on the dashboard its charts and the shipments that need updates; on /shipments opened
 * without filters in its address, the list's first page. Only for a page the user may open: one the
 * route guard turns away asks for nothing. What the first paint does not show (the user's refresh,
 * the list's view counts) waits for the page's first content (lib/after-first-content.ts).
 */
export function firstPage(user: CurrentUser, { pathname, search }: { pathname: string; search: string }): FirstPage | null {
  const onDashboard = pathname === paths.dashboard.path || pathname.startsWith(`${paths.dashboard.path}/`);
  if (onDashboard && canAccess(user, ROUTE_ACCESS.dashboard)) {
    return {
      load: () => import('./routes/app/dashboard'),
      data: [{ kind: 'statusCounts' }, { kind: 'onTimeCounts' }, { kind: 'bookings', filter: NEEDS_UPDATES_FIRST_PAGE }],
    };
  }
  if (pathname === paths.shipments.path && canAccess(user, ROUTE_ACCESS.shipments)) {
    return { load: () => import('./routes/app/shipments'), data: search === '' ? [{ kind: 'bookings', filter: SHIPMENT_LIST_FIRST_PAGE }] : [] };
  }
  return null;
}

function firstDataRequest(data: FirstData): ApiGet {
  switch (data.kind) {
    case 'bookings':
      return bookingsRequest(data.filter);
    case 'statusCounts':
      return STATUS_COUNTS_REQUEST;
    case 'onTimeCounts':
      return ON_TIME_COUNTS_REQUEST;
  }
}

/**
 * Started by the entry (main.tsx) as soon as it runs, while the app's own modules are still
 * downloading: the page's route module and its first data. On a phone the app's modules take most
 * of a second to arrive; the router would otherwise ask for the page's module, and the page for its
 * data, only once they had arrived and run, each a round trip later. The router takes the
 * same module; the page's queries take the parked answers (lib/early-responses.ts). Returns the
 * data started, for the app to put in its query cache (app/prefetch-first-data.ts).
 */
export function startFirstPage(location: { pathname: string; search: string }): FirstData[] {
  const { user } = getSession();
  const page = user ? firstPage(user, location) : null;
  if (!page) return [];
  // A failed download is the router's to report: it loads the module again.
  page.load().catch(() => undefined);
  // The API's address comes from the runtime configuration (in the page, or /config.json).
  void loadRuntimeConfig().then(() => {
    for (const data of page.data) startEarlyGet(firstDataRequest(data));
  });
  return page.data;
}
