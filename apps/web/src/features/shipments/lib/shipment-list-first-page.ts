import { COUNT_PAGE_SIZE, DEFAULT_PAGE_SIZE, GENERIC_LIST_PAGE_SIZE } from '@portal/domain/common/constants';
import { DEFAULT_SHIPMENT_LIST_FILTER } from '@portal/domain/shipments/progress';
import type { BookingsFilter } from '../api/shipment-list-requests';

/**
 * What /shipments asks for when it opens without filters in its address: the booking view's first
 * page, and one row of each view for the view counts. The list page (shipment-list-page.tsx) and
 * the entry's early start (app/first-page.ts) share the first page, so the prefetched answer
 * is the one the page reads; the counts wait for the list's first content.
 */
export const SHIPMENT_LIST_FIRST_PAGE = {
  view: 'booking',
  query: '',
  statuses: [...DEFAULT_SHIPMENT_LIST_FILTER.statuses],
  needsUpdates: DEFAULT_SHIPMENT_LIST_FILTER.needsUpdates,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
} satisfies BookingsFilter;

export const SHIPMENT_VIEW_COUNT_FILTERS = {
  booking: { view: 'booking', page: 1, pageSize: COUNT_PAGE_SIZE },
  tracking: { view: 'tracking', page: 1, pageSize: COUNT_PAGE_SIZE },
} satisfies Record<string, BookingsFilter>;

/** The dashboard's list of the shipments that need updates: its first page (needs-updates-list.tsx). */
export const NEEDS_UPDATES_FIRST_PAGE = { view: 'booking', needsUpdates: true, page: 1, pageSize: GENERIC_LIST_PAGE_SIZE } satisfies BookingsFilter;
