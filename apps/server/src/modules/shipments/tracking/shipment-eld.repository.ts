import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { NewStopEventProposals } from '../../../db/database';
import type { Db } from '../../../db/db';

/** The company's active loads (Booked to At Stop) carried by the truck with this unit number. */
export function findActiveLoadsOfTruck(db: Db, companyId: number, unitNumber: string) {
  return db
    .selectFrom('shipments')
    .select('id')
    .where('carrier_id', '=', companyId)
    .where('truck_number', '=', unitNumber)
    .where('status', '>=', ACTIVE_LOAD_STATUSES[0])
    .where('status', '<=', ACTIVE_LOAD_STATUSES[ACTIVE_LOAD_STATUSES.length - 1])
    .execute();
}

/** Inside a transaction: the shipment's last known position time, its row locked until commit. */
export function lockShipmentPosition(trx: Db, shipmentId: number) {
  return trx.selectFrom('shipments').select(['id', 'last_location_at']).where('id', '=', shipmentId).forUpdate().executeTakeFirstOrThrow();
}

export function updateShipmentPosition(trx: Db, shipmentId: number, position: { latitude: number; longitude: number; at: Date }) {
  return trx
    .updateTable('shipments')
    .set({ last_latitude: position.latitude, last_longitude: position.longitude, last_location_at: position.at, updated_at: new Date() })
    .where('id', '=', shipmentId)
    .execute();
}

/** An activity entry of this kind on the shipment stamped after `since`, if any. */
export function findActivityOfKindSince(trx: Db, shipmentId: number, kind: string, since: Date) {
  return trx.selectFrom('shipment_activity').select('id').where('shipment_id', '=', shipmentId).where('kind', '=', kind).where('time_stamp', '>', since).executeTakeFirst();
}

/** Which stop events the ELD already proposed on the shipment (any status). */
export function findProposedStopEvents(trx: Db, shipmentId: number) {
  return trx.selectFrom('stop_event_proposals').select(['stop_id', 'kind']).where('shipment_id', '=', shipmentId).execute();
}

/** A stop event proposal; a stop's event already proposed stays as it is. */
export function insertStopEventProposal(trx: Db, proposal: NewStopEventProposals) {
  return trx
    .insertInto('stop_event_proposals')
    .values(proposal)
    .onConflict((oc) => oc.columns(['stop_id', 'kind']).doNothing())
    .execute();
}

function proposalRows(db: Db, shipmentId: number) {
  return db
    .selectFrom('stop_event_proposals as p')
    .innerJoin('shipment_stops as s', 's.id', 'p.stop_id')
    .select(['p.id', 'p.shipment_id', 'p.stop_id', 'p.kind', 'p.occurred_at', 'p.status', 's.stop_number', 's.name', 's.city', 's.state'])
    .where('p.shipment_id', '=', shipmentId)
    .orderBy('p.occurred_at')
    .orderBy('p.id');
}

/** The ELD's proposals on the shipment, with their stop, oldest first. */
export function findStopEventProposals(db: Db, shipmentId: number) {
  return proposalRows(db, shipmentId).execute();
}

export function findStopEventProposal(db: Db, shipmentId: number, proposalId: number) {
  return proposalRows(db, shipmentId).where('p.id', '=', proposalId).executeTakeFirst();
}

/** Accepts or dismisses a proposal still Proposed (a decided one stays as it was). */
export function decideProposal(db: Db, proposalId: number, status: 'Accepted' | 'Dismissed', userId: number) {
  return db
    .updateTable('stop_event_proposals')
    .set({ status, decided_by_user_id: userId, decided_at: new Date() })
    .where('id', '=', proposalId)
    .where('status', '=', 'Proposed')
    .execute();
}
