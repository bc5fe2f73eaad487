import type { Db } from '../../../db/db';

function proposalRows(db: Db, shipmentId: number) {
  return db
    .selectFrom('stop_event_proposals as p')
    .innerJoin('shipment_stops as s', 's.id', 'p.stop_id')
    .select(['p.id', 'p.shipment_id', 'p.stop_id', 'p.kind', 'p.occurred_at', 'p.status', 'p.source', 's.stop_number', 's.name', 's.city', 's.state'])
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
