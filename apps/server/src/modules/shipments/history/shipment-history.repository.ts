import { sql } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Db } from '../../../db/db';
import { historyPage, type HistorySourceRow } from '../../../db/history-page';
import type { Paging } from '../../../db/paged-list';

export interface ShipmentHistoryScope {
  shipmentId: number;
  /** Activity kinds left out (positions, and for the carrier what is the brokerage's business). */
  hiddenKinds: readonly string[];
  /** Only this carrier's tender answers (the booked carrier's view); null: every carrier's. */
  tenderCarrierId: number | null;
  now: Date;
}

/**
 * The shipment's history from what is already kept: its activity rows, the tenders carriers turned
 * down or let expire (an accepted tender is in the activity as the status change it made), and the
 * documents added to it.
 */
function shipmentHistoryUnion(scope: ShipmentHistoryScope) {
  const hidden = scope.hiddenKinds.length > 0 ? sql`and a.kind not in (${sql.join(scope.hiddenKinds.map((k) => sql`${k}`))})` : sql``;
  const ownTenders = scope.tenderCarrierId === null ? sql`` : sql`and t.carrier_id = ${scope.tenderCarrierId}`;
  return sql<HistorySourceRow>`
    select 'activity-' || a.id as id, a.kind as action, null::text as field, null::text as old_value, null::text as new_value,
      a.description, a.status_before, a.status_after, a.user_id, a.time_stamp as at, a.id as seq
    from shipment_activity a
    where a.shipment_id = ${scope.shipmentId} ${hidden}
    union all
    select 'tender-' || t.id, case when t.status = ${TenderOfferStatus.Rejected} then 'TenderRejected' else 'TenderExpired' end,
      'Tender outcome', 'Sent', case when t.status = ${TenderOfferStatus.Rejected} then 'Rejected' else 'Expired' end,
      c.name || coalesce(': ' || t.reject_reason, ''), null, null, t.responded_by_user_id, coalesce(t.responded_at, t.expires_at), t.id
    from tenders t join companies c on c.id = t.carrier_id
    where t.shipment_id = ${scope.shipmentId} ${ownTenders}
      and (t.status = ${TenderOfferStatus.Rejected} or (t.status = ${TenderOfferStatus.Sent} and t.expires_at <= ${scope.now}))
    union all
    select 'document-' || d.id, 'DocumentAdded', 'Document', null, d.name, null, null, null, d.uploaded_by_user_id, d.created_at, 0
    from documents d
    where d.shipment_id = ${scope.shipmentId} and d.deleted_at is null`;
}

export function findShipmentHistoryPage(db: Db, scope: ShipmentHistoryScope, paging: Paging) {
  return historyPage(db, shipmentHistoryUnion(scope), paging);
}
