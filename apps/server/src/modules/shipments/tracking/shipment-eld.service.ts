import { geofenceEvent } from '@portal/domain/tracking-integration/geofence';
import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict, notFound } from '../../../lib/problem';
import { getVisibleShipment, lockWritableShipment } from '../access/shipment-access';
import { ActivityKind, recordActivity, type ActivityEntry } from '../activity/shipment-activity';
import { stopLabel } from '../detail/shipment-format';
import { recordArrival, recordDeparture } from '../stops/shipment-stops.service';
import { findStops } from '../access/shipments.repository';
import {
  decideProposal,
  findProposedStopEvents,
  findStopEventProposal,
  findStopEventProposals,
  insertStopEventProposal,
} from './shipment-eld.repository';
import { SHIPMENT_MESSAGES } from '@portal/domain/shipments/shipment-messages';

/** A GPS point of a power unit, from the company's ELD. */
export interface EldPosition {
  vehicleId: string;
  unitNumber: string;
  at: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  formattedLocation: string | null;
  /** Where the point came from: the truck's ELD (the default) or the driver's phone. */
  source?: 'ELD' | 'DriverLink';
}

/** A load's tracking activity gets at most one ELD position entry per this much time. */
export const POSITION_ACTIVITY_EVERY_MS = 30 * 60 * 1000;

const SYSTEM = { userId: null };

/** The tracking activity entry of a position (a load gets one at most every half hour). */
export function positionActivityEntry(position: EldPosition): ActivityEntry {
  const speed = position.speedMph === null ? '' : `, ${Math.round(position.speedMph)} mph`;
  const origin = position.source === 'DriverLink' ? "Driver's phone position" : `ELD position of truck ${position.unitNumber}`;
  return {
    kind: ActivityKind.Position,
    description: `${origin}: ${position.formattedLocation ?? `${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}`}${speed}`,
    latitude: position.latitude,
    longitude: position.longitude,
    timeStamp: position.at,
    source: position.source ?? 'ELD',
  };
}

/** Entering or leaving the geofence of the load's next stop proposes its arrival or departure (once). Answers whether one was proposed. */
export async function proposeStopEvent(trx: Db, shipmentId: number, position: EldPosition): Promise<boolean> {
  const stops = await findStops(trx, shipmentId);
  const existing = await findProposedStopEvents(trx, shipmentId);
  const event = geofenceEvent(
    stops.map((s) => ({ id: s.id, latitude: s.latitude, longitude: s.longitude, arrived: s.arrived_at !== null, departed: s.departed_at !== null })),
    existing.map((p) => ({ stopId: p.stop_id, kind: p.kind as 'Arrival' | 'Departure' })),
    position,
  );
  if (!event) return false;
  const stop = stops.find((s) => s.id === event.stopId)!;
  await insertStopEventProposal(trx, { shipment_id: shipmentId, stop_id: stop.id, kind: event.kind, occurred_at: position.at, latitude: position.latitude, longitude: position.longitude, provider_vehicle_id: position.vehicleId });
  await recordActivity(trx, shipmentId, SYSTEM, {
    kind: ActivityKind.StopEventProposed,
    description: `${position.source === 'DriverLink' ? "The driver's phone saw the truck" : `The ELD saw truck ${position.unitNumber}`} ${event.kind === 'Arrival' ? 'enter' : 'leave'} the geofence of ${stopLabel(stop)}: ${event.kind === 'Arrival' ? 'arrival' : 'departure'} proposed`,
    stopId: stop.id,
    city: stop.city,
    state: stop.state,
    latitude: position.latitude,
    longitude: position.longitude,
    timeStamp: position.at,
    source: position.source ?? 'ELD',
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

/** The ELD's proposals on a load the caller may see. */
export async function listStopEventProposals(db: Db, caller: Caller, shipmentId: number) {
  await getVisibleShipment(db, caller, shipmentId);
  return { data: (await findStopEventProposals(db, shipmentId)).map(proposalView) };
}

/** Accepting records the arrival or departure at the time the ELD saw it, with source ELD; the usual stop rules apply. */
export async function decideStopEventProposal(db: Db, caller: Caller, shipmentId: number, proposalId: number, decision: 'accept' | 'dismiss') {
  await getVisibleShipment(db, caller, shipmentId);
  const proposal = await findStopEventProposal(db, shipmentId, proposalId);
  if (!proposal) throw notFound('Proposal');
  if (proposal.status !== 'Proposed') throw conflict(proposal.status === 'Accepted' ? SHIPMENT_MESSAGES.proposalAlreadyAccepted : SHIPMENT_MESSAGES.proposalAlreadyDismissed);
  if (decision === 'accept') {
    const at = { [proposal.kind === 'Arrival' ? 'arrivedAt' : 'departedAt']: proposal.occurred_at.toISOString() };
    if (proposal.kind === 'Arrival') await recordArrival(db, caller, shipmentId, proposal.stop_id, at, new Date(), 'ELD');
    else await recordDeparture(db, caller, shipmentId, proposal.stop_id, at, new Date(), 'ELD');
  } else {
    await db.transaction().execute((trx) => lockWritableShipment(trx, caller, shipmentId, 'stopEvent'));
  }
  await decideProposal(db, proposalId, decision === 'accept' ? 'Accepted' : 'Dismissed', caller.userId);
  return { data: proposalView((await findStopEventProposal(db, shipmentId, proposalId))!) };
}
