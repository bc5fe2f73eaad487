import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';

/** Tenders of the shipment, newest first: the brokerage sees every tender, others only those sent to their company. */
export function findShipmentTenders(db: Db, caller: Caller, shipmentId: number) {
  let query = db
    .selectFrom('tenders as t')
    .innerJoin('companies as c', 'c.id', 't.carrier_id')
    .select(['t.id', 't.status', 't.rate_cents', 't.sent_at', 't.expires_at', 't.responded_at', 't.reject_reason', 't.carrier_id', 'c.name as carrier_name'])
    .where('t.shipment_id', '=', shipmentId);
  if (!caller.isBrokerage) query = query.where('t.carrier_id', '=', caller.companyId);
  return query.orderBy('t.sent_at', 'desc').orderBy('t.id', 'desc').execute();
}

/** Rate requests on the shipment, newest first, the caller's own unless brokerage. */
export function findShipmentOffers(db: Db, caller: Caller, shipmentId: number) {
  let query = db
    .selectFrom('rate_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.carrier_id')
    .select(['r.id', 'r.rate_type', 'r.status', 'r.target_rate_cents', 'r.response_rate_cents', 'r.response_notes', 'r.requested_at', 'r.expires_at', 'r.responded_at', 'r.carrier_id', 'c.name as carrier_name'])
    .where('r.shipment_id', '=', shipmentId);
  if (!caller.isBrokerage) query = query.where('r.carrier_id', '=', caller.companyId);
  return query.orderBy('r.requested_at', 'desc').orderBy('r.id', 'desc').execute();
}
