import { geofenceEvent } from '@portal/domain/tracking-integration/geofence';
import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict, notFound } from '../../../lib/problem';
import { getVisibleShipment, lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity } from '../activity/shipment-activity';
import { stopLabel } from '../detail/shipment-format';
import { recordArrival, recordDeparture } from '../stops/shipment-stops.service';

/** A GPS point of a power unit, from the company's ELD. */
export interface EldPosition {
  vehicleId: string;
  unitNumber: string;
  at: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  formattedLocation: string | null;
}

/** A load's tracking activity gets at most one ELD position entry per this much time. */
export const POSITION_ACTIVITY_EVERY_MS = 30 * 60 * 1000;

const SYSTEM = { userId: null };

/**
 * Positions from the ELD on the company's active loads (Booked to At Stop) carried by the unit:
 * a newer point becomes the load's last known position, lands in its tracking activity (at most
 * every half hour), and entering or leaving a stop's geofence is proposed as an arrival or departure
 * with source ELD. A position never moves a load back in time. Answers how many loads moved.
 */
export async function applyEldPositions(db: Db, companyId: number, positions: readonly EldPosition[]): Promise<{ shipments: number; proposals: number }> {
  let shipments = 0;
  let proposals = 0;
  for (const position of positions) {
    const loads = await db
      .selectFrom('shipments')
      .select('id')
      .where('carrier_id', '=', companyId)
      .where('truck_number', '=', position.unitNumber)
      .where('status', '>=', ACTIVE_LOAD_STATUSES[0])
      .where('status', '<=', ACTIVE_LOAD_STATUSES[ACTIVE_LOAD_STATUSES.length - 1])
      .execute();
    for (const load of loads) {
      const outcome = await db.transaction().execute((trx) => applyToLoad(trx, load.id, position));
      if (outcome.moved) shipments += 1;
      if (outcome.proposed) proposals += 1;
    }
  }
  return { shipments, proposals };
}

async function applyToLoad(trx: Db, shipmentId: number, position: EldPosition): Promise<{ moved: boolean; proposed: boolean }> {
  const shipment = await trx.selectFrom('shipments').select(['id', 'last_location_at']).where('id', '=', shipmentId).forUpdate().executeTakeFirstOrThrow();
  if (shipment.last_location_at && shipment.last_location_at.getTime() >= position.at.getTime()) return { moved: false, proposed: false };
  await trx.updateTable('shipments').set({ last_latitude: position.latitude, last_longitude: position.longitude, last_location_at: position.at, updated_at: new Date() }).where('id', '=', shipmentId).execute();

  const recent = await trx
    .selectFrom('shipment_activity')
    .select('id')
    .where('shipment_id', '=', shipmentId)
    .where('kind', '=', ActivityKind.Position)
    .where('time_stamp', '>', new Date(position.at.getTime() - POSITION_ACTIVITY_EVERY_MS))
    .executeTakeFirst();
  if (!recent) {
    const speed = position.speedMph === null ? '' : `, ${Math.round(position.speedMph)} mph`;
    await recordActivity(trx, shipmentId, SYSTEM, {
      kind: ActivityKind.Position,
      description: `ELD position of truck ${position.unitNumber}: ${position.formattedLocation ?? `${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}`}${speed}`,
      latitude: position.latitude,
      longitude: position.longitude,
      timeStamp: position.at,
      source: 'ELD',
    });
  }
  return { moved: true, proposed: await proposeStopEvent(trx, shipmentId, position) };
}

async function proposeStopEvent(trx: Db, shipmentId: number, position: EldPosition): Promise<boolean> {
  const stops = await trx.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
  const existing = await trx.selectFrom('stop_event_proposals').select(['stop_id', 'kind']).where('shipment_id', '=', shipmentId).execute();
  const event = geofenceEvent(
    stops.map((s) => ({ id: s.id, latitude: s.latitude, longitude: s.longitude, arrived: s.arrived_at !== null, departed: s.departed_at !== null })),
    existing.map((p) => ({ stopId: p.stop_id, kind: p.kind as 'Arrival' | 'Departure' })),
    position,
  );
  if (!event) return false;
  const stop = stops.find((s) => s.id === event.stopId)!;
  await trx
    .insertInto('stop_event_proposals')
    .values({ shipment_id: shipmentId, stop_id: stop.id, kind: event.kind, occurred_at: position.at, latitude: position.latitude, longitude: position.longitude, provider_vehicle_id: position.vehicleId })
    .onConflict((oc) => oc.columns(['stop_id', 'kind']).doNothing())
    .execute();
  await recordActivity(trx, shipmentId, SYSTEM, {
    kind: ActivityKind.StopEventProposed,
    description: `The ELD saw truck ${position.unitNumber} ${event.kind === 'Arrival' ? 'enter' : 'leave'} the geofence of ${stopLabel(stop)}: ${event.kind === 'Arrival' ? 'arrival' : 'departure'} proposed`,
    stopId: stop.id,
    city: stop.city,
    state: stop.state,
    latitude: position.latitude,
    longitude: position.longitude,
    timeStamp: position.at,
    source: 'ELD',
  });
  return true;
}

type ProposalRow = { id: number; shipment_id: number; stop_id: number; kind: string; occurred_at: Date; status: string; stop_number: number; name: string; city: string; state: string };

function proposalView(row: ProposalRow): StopEventProposal {
  const verb = row.kind === 'Arrival' ? 'Arrival at' : 'Departure from';
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    stopId: row.stop_id,
    kind: row.kind as StopEventProposal['kind'],
    occurredAt: row.occurred_at.toISOString(),
    source: 'ELD',
    status: row.status as StopEventProposal['status'],
    description: `${verb} ${stopLabel(row)}, seen by the ELD`,
  };
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

/** The ELD's proposals on a load the caller may see. */
export async function listStopEventProposals(db: Db, caller: Caller, shipmentId: number) {
  await getVisibleShipment(db, caller, shipmentId);
  return { data: (await proposalRows(db, shipmentId).execute()).map(proposalView) };
}

/** Accepting records the arrival or departure at the time the ELD saw it, with source ELD; the usual stop rules apply. */
export async function decideStopEventProposal(db: Db, caller: Caller, shipmentId: number, proposalId: number, decision: 'accept' | 'dismiss') {
  await getVisibleShipment(db, caller, shipmentId);
  const proposal = await proposalRows(db, shipmentId).where('p.id', '=', proposalId).executeTakeFirst();
  if (!proposal) throw notFound('Proposal');
  if (proposal.status !== 'Proposed') throw conflict(`This proposal is already ${proposal.status.toLowerCase()}`);
  if (decision === 'accept') {
    const at = { [proposal.kind === 'Arrival' ? 'arrivedAt' : 'departedAt']: proposal.occurred_at.toISOString() };
    if (proposal.kind === 'Arrival') await recordArrival(db, caller, shipmentId, proposal.stop_id, at, new Date(), 'ELD');
    else await recordDeparture(db, caller, shipmentId, proposal.stop_id, at, new Date(), 'ELD');
  } else {
    await db.transaction().execute((trx) => lockWritableShipment(trx, caller, shipmentId, 'stopEvent'));
  }
  await db
    .updateTable('stop_event_proposals')
    .set({ status: decision === 'accept' ? 'Accepted' : 'Dismissed', decided_by_user_id: caller.userId, decided_at: new Date() })
    .where('id', '=', proposalId)
    .where('status', '=', 'Proposed')
    .execute();
  return { data: proposalView({ ...(await proposalRows(db, shipmentId).where('p.id', '=', proposalId).executeTakeFirstOrThrow()) }) };
}
