import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { useQuery } from '@tanstack/react-query';
import { useOpenAccessRequestCount } from '../../features/nav-counts/api/get-open-access-request-count';
import { BADGE_QUERY_DEFAULTS, badgeRefresh } from '../../features/nav-counts/api/badge-query-defaults';
import { useLiveUpdatesConnected } from '../../features/live-updates/lib/live-updates-state';
import { caseStatusCountsQueryOptions } from '../../features/cases/api/get-case-status-counts';
import { apInvoiceCountsQueryOptions } from '../../features/invoices/api/get-ap-invoice-counts';
import { shipmentsNeedingUpdatesCountQueryOptions } from '../../features/shipments/api/get-shipment-total-count';
import { openRateRequestsCountQueryOptions } from '../../features/rates/api/get-rate-requests-count';
import { useSentTendersCount } from '../../features/tenders/api/get-tenders-count';
import { useAfterFirstContent } from '../../lib/after-first-content';
import type { NavBadgeKey, NavGroup } from './nav-items';

export type NavCounts = Partial<Record<NavBadgeKey, number>>;

/**
 * The red badge counts, fetched only for the items the user can see, once the page's first content
 * is on screen (lib/after-first-content.ts).
 */
export function useNavCounts(groups: readonly NavGroup[]): NavCounts {
  const afterContent = useAfterFirstContent();
  const visible = new Set(groups.flatMap((group) => group.items.map((item) => (item.kind === 'link' && afterContent ? item.badge : undefined))));
  // Shipments, tenders, rate requests and cases come with the live updates; the accounting count does not.
  const live = badgeRefresh(useLiveUpdatesConnected());
  const shipments = useQuery({ ...live, ...shipmentsNeedingUpdatesCountQueryOptions(), enabled: visible.has('shipments') });
  const tenders = useSentTendersCount(visible.has('tenders'), live);
  const rateRequests = useQuery({ ...live, ...openRateRequestsCountQueryOptions(), enabled: visible.has('rateRequests') });
  // The accounting list's own counts query (same key): the badge reads its uninvoiced shipments, silently.
  const accounting = useQuery({ ...BADGE_QUERY_DEFAULTS, ...apInvoiceCountsQueryOptions(), meta: { silent: true, context: 'badge: accounting' }, enabled: visible.has('accounting') });
  // The case list's own counts query (same key): the badge reads its new cases.
  const cases = useQuery({ ...live, ...caseStatusCountsQueryOptions(), meta: { silent: true, context: 'badge: accessorial requests' }, enabled: visible.has('accessorialRequests') });
  return {
    shipments: shipments.data,
    tenders: tenders.data,
    rateRequests: rateRequests.data,
    accounting: accounting.data?.uninvoiced.shipmentCount,
    accessorialRequests: cases.data?.new,
  };
}

/**
 * Admins see the open access request count on the Contacts (Admin) menu item; only those who may
 * open contacts ask for it (the brokerage's admins hold no contacts area, and were refused).
 */
export function useAccessRequestCount(user: CurrentUser): number | undefined {
  const afterContent = useAfterFirstContent();
  return useOpenAccessRequestCount(afterContent && isAdmin(user) && canAccess(user, ROUTE_ACCESS.contacts)).data;
}
