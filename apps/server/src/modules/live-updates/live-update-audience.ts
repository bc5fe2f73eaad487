import { canAccess, NAV_ACCESS, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { LIVE_UPDATE_KINDS, type LiveUpdate, type LiveUpdateKind } from '@portal/domain/live-updates/live-update-schemas';
import type { Caller } from '../../lib/caller';
import { isDriverUser } from '../../db/visibility/shipment-visibility';
import type { LiveEventRow } from './live-events.repository';

const isKind = (kind: string): kind is LiveUpdateKind => (LIVE_UPDATE_KINDS as readonly string[]).includes(kind);

/**
 * What one stream is told of an event, or null when it is not for it. The event must be addressed to
 * the caller's company (the brokerage's staff hear the events addressed to the brokerage), and the
 * caller must be allowed the area it belongs to. A driver hears only of the shipment it watches
 * (whose visibility was checked when the stream opened): the company's other loads are not its own.
 */
export function updateFor(caller: Caller, watchedShipmentId: number | null, event: LiveEventRow): LiveUpdate | null {
  const addressed = caller.isBrokerage ? event.company_id === null : event.company_id === caller.companyId;
  if (!addressed || !isKind(event.kind)) return null;
  const watched = watchedShipmentId !== null && watchedShipmentId === event.subject_id && event.kind.startsWith('shipment-');
  const update = { kind: event.kind, subjectId: event.subject_id, watched };
  switch (event.kind) {
    case 'tender':
      return canAccess(caller, NAV_ACCESS.tenders) ? update : null;
    case 'rate-request':
      return canAccess(caller, NAV_ACCESS.rateRequests) ? update : null;
    case 'shipment-status':
      if (watched) return update;
      return canAccess(caller, ROUTE_ACCESS.shipments) && !isDriverUser(caller) ? update : null;
    case 'shipment-position':
      return watched ? update : null;
    case 'case-note':
      return caller.isBrokerage || canAccess(caller, NAV_ACCESS.accessorialRequests) ? update : null;
    case 'offer':
      // The trigger addresses the offering carrier, the load's customer and the brokerage; drivers negotiate nothing.
      return isDriverUser(caller) ? null : update;
    case 'reset':
      return null;
  }
}

/** The event says a session of the caller's user ended (or all of them): the stream checks its own. */
export function mayEndSessionOf(caller: Caller, event: LiveEventRow): boolean {
  return event.kind === 'session-ended' && event.subject_id === caller.userId && event.company_id === caller.companyId;
}
