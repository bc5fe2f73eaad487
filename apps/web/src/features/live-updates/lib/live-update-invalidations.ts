import type { LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The queries an update makes stale. Pages refetch what they show through the API: an update carries
 * ids only. The roots cover lists, details and the navigation badges of each area.
 */
export function staleQueriesOf(update: LiveUpdate): readonly QueryKey[] {
  switch (update.kind) {
    case 'tender':
      return [queryKeys.tenders.all];
    case 'rate-request':
      // A carrier's answer also changes the broker's comparison of the answers and its rates.
      return [queryKeys.rateRequests.all, queryKeys.rating.all];
    case 'shipment-status':
      return [queryKeys.shipments.all, queryKeys.loadBoard.all];
    case 'shipment-position':
      return [['shipments', 'by-number'], ['shipments', 'detail', String(update.subjectId)]];
    case 'case-note':
      return [queryKeys.notes.all, queryKeys.cases.all];
    case 'offer':
      // A move on a negotiation may also have booked the load.
      return [queryKeys.offers.all, queryKeys.shipments.all, queryKeys.loadBoard.all];
    case 'reset':
      return [[]];
  }
}
