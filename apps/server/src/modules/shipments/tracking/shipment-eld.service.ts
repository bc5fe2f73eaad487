import type { StopEventProposal } from '@portal/domain/tracking-integration/tracking-integration-schemas';
import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { conflict, forbidden, notFound } from '../../../lib/problem';
import { getVisibleShipment, lockWritableShipment, shipmentPartyOf } from '../access/shipment-access';
import { ActivityKind, type ActivityEntry } from '../activity/shipment-activity';
import { stopLabel } from '../detail/shipment-format';
import { recordArrival, recordDeparture } from '../stops/shipment-stops.service';
import { decideProposal, findStopEventProposal, findStopEventProposals } from './shipment-eld.repository';
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

type ProposalRow = { id: number; shipment_id: number; stop_id: number; kind: string; occurred_at: Date; status: string; source: string; stop_number: number; name: string; city: string; state: string };

function proposalView(row: ProposalRow): StopEventProposal {
  const verb = row.kind === 'Arrival' ? 'Arrival at' : 'Departure from';
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    stopId: row.stop_id,
    kind: row.kind as StopEventProposal['kind'],
    occurredAt: row.occurred_at.toISOString(),
    source: row.source as StopEventProposal['source'],
    status: row.status as StopEventProposal['status'],
    description: `${verb} ${stopLabel(row)}, seen by ${row.source === 'DriverLink' ? "the driver's phone" : 'the ELD'}`,
  };
}

/** The ELD's proposals on a load the caller may see. */
export async function listStopEventProposals(db: Db, caller: Caller, shipmentId: number) {
  await getVisibleShipment(db, caller, shipmentId);
  return { data: (await findStopEventProposals(db, shipmentId)).map(proposalView) };
}

/** Accepting records the arrival or departure at the time the ELD saw it, with source ELD; the usual stop rules apply. */
export async function decideStopEventProposal(db: Db, caller: Caller, shipmentId: number, proposalId: number, decision: 'accept' | 'dismiss') {
  const shipment = await getVisibleShipment(db, caller, shipmentId);
  const proposal = await findStopEventProposal(db, shipmentId, proposalId);
  if (!proposal) throw notFound('Proposal');
  // What the track noticed is the carrier's to confirm: its own users and the load's drivers.
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party !== 'carrier' && party !== 'driver') throw forbidden(SHIPMENT_MESSAGES.bookedCarrierOnly);
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
