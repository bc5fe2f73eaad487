import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { useApInvoiceCounts } from '../../features/nav-counts/api/get-ap-invoice-counts';
import { useCaseStatusCounts } from '../../features/nav-counts/api/get-case-status-counts';
import { useOpenAccessRequestCount } from '../../features/nav-counts/api/get-open-access-request-count';
import { useOpenRateRequestsCount } from '../../features/nav-counts/api/get-open-rate-requests-count';
import { useSentTendersCount } from '../../features/nav-counts/api/get-sent-tenders-count';
import { useShipmentsNeedingUpdatesCount } from '../../features/nav-counts/api/get-shipments-needing-updates-count';
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
  const shipments = useShipmentsNeedingUpdatesCount(visible.has('shipments'));
  const tenders = useSentTendersCount(visible.has('tenders'));
  const rateRequests = useOpenRateRequestsCount(visible.has('rateRequests'));
  const accounting = useApInvoiceCounts(visible.has('accounting'));
  const cases = useCaseStatusCounts(visible.has('accessorialRequests'));
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
