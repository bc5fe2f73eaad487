import { detectStopVisits, type StopVisit, type TrackPoint, type VisitStop } from '@portal/domain/stop-arrivals/stop-visits';
import type { Db } from '../../db/db';
import { HttpProblem } from '../../lib/problem';
import { activeCallerOfUser } from '../auth/user-caller';
import { ActivityKind, recordActivity } from '../shipments/activity/shipment-activity';
import { stopLabel } from '../shipments/detail/shipment-format';
import { recordArrival, recordDeparture } from '../shipments/stops/shipment-stops.service';
import { draftDetentionForStop } from '../detention/detention-drafting.service';
import {
  findLoadCarrierSettings,
  findLoadsNearStops,
  findStopsWithEvents,
  findTrack,
  insertProposal,
  markRecordedAutomatically,
  type LoadTrackPoint,
} from './stop-arrivals.repository';

/** The track read before the newest points, so an entry or exit at the start of a batch has the points before it. */
const TRACK_LEAD_MS = 60 * 60 * 1000;
const SYSTEM = { userId: null };

type StopRows = Awaited<ReturnType<typeof findStopsWithEvents>>;
type Proposed = { shipmentId: number; stopId: number; proposalId: number; kind: 'Arrival' | 'Departure'; at: Date; source: 'ELD' | 'DriverLink' };

/** What is known of each stop: recorded, or proposed and not dismissed. */
function knownEvents({ stops, proposals }: StopRows) {
  const proposed = (stopId: number, kind: string) => proposals.find((p) => p.stop_id === stopId && p.kind === kind);
  return stops.map((stop) => {
    const arrival = proposed(stop.id, 'Arrival');
    const departure = proposed(stop.id, 'Departure');
    return {
      stop,
      arrivalDismissed: stop.arrived_at === null && arrival?.status === 'Dismissed',
      arrivedAt: stop.arrived_at ?? (arrival && arrival.status !== 'Dismissed' ? arrival.occurred_at : null),
      departedAt: stop.departed_at ?? (departure && departure.status !== 'Dismissed' ? departure.occurred_at : null),
      departureProposed: departure !== undefined,
      arrivalProposed: arrival !== undefined,
    };
  });
}

function trackOf(rows: Awaited<ReturnType<typeof findTrack>>, batch: readonly LoadTrackPoint[]): (TrackPoint & { source: 'ELD' | 'DriverLink' })[] {
  const byTime = new Map<number, TrackPoint & { source: 'ELD' | 'DriverLink' }>();
  for (const r of rows) {
    byTime.set(r.recorded_at.getTime(), { at: r.recorded_at, latitude: r.latitude, longitude: r.longitude, speedMph: r.speed_mph, source: r.source === 'Phone' ? 'DriverLink' : 'ELD' });
  }
  for (const p of batch) byTime.set(p.at.getTime(), { at: p.at, latitude: p.latitude, longitude: p.longitude, speedMph: p.speedMph, source: p.source });
  return [...byTime.values()];
}

async function propose(trx: Db, shipmentId: number, stop: StopRows['stops'][number], kind: 'Arrival' | 'Departure', at: Date, near: TrackPoint & { source: 'ELD' | 'DriverLink' }): Promise<Proposed | null> {
  const row = await insertProposal(trx, { shipmentId, stopId: stop.id, kind, at, latitude: near.latitude, longitude: near.longitude, vehicleId: near.source === 'DriverLink' ? 'phone' : 'eld', source: near.source });
  if (!row) return null;
  const seen = near.source === 'DriverLink' ? "The driver's phone saw the truck" : 'The ELD saw the truck';
  await recordActivity(trx, shipmentId, SYSTEM, {
    kind: ActivityKind.StopEventProposed,
    description: `${seen} ${kind === 'Arrival' ? 'enter' : 'leave'} the geofence of ${stopLabel(stop)}: ${kind === 'Arrival' ? 'arrival' : 'departure'} proposed`,
    stopId: stop.id,
    city: stop.city,
    state: stop.state,
    latitude: near.latitude,
    longitude: near.longitude,
    timeStamp: at,
    source: near.source,
  });
  return { shipmentId, stopId: stop.id, proposalId: row.id, kind, at, source: near.source };
}

/** The proposals a load's visits call for, each stop's arrival and departure once. */
async function proposeVisits(trx: Db, shipmentId: number, rows: StopRows, visits: readonly StopVisit[], track: ReturnType<typeof trackOf>): Promise<Proposed[]> {
  const known = knownEvents(rows);
  const made: Proposed[] = [];
  const nearest = (at: Date) => track.reduce((best, p) => (Math.abs(p.at.getTime() - at.getTime()) < Math.abs(best.at.getTime() - at.getTime()) ? p : best));
  for (const visit of visits) {
    const k = known.find((s) => s.stop.id === visit.stopId)!;
    if (k.arrivalDismissed) break;
    if (!k.arrivedAt && !k.arrivalProposed) {
      const p = await propose(trx, shipmentId, k.stop, 'Arrival', visit.arrivedAt, visit.inside[0] ? { ...visit.inside[0], source: nearest(visit.inside[0].at).source } : nearest(visit.arrivedAt));
      if (p) made.push(p);
    }
    if (visit.departedAt && !k.departedAt && !k.departureProposed) {
      const p = await propose(trx, shipmentId, k.stop, 'Departure', visit.departedAt, nearest(visit.departedAt));
      if (p) made.push(p);
    }
  }
  return made;
}

/** The visits the load's track shows now, and the proposals they call for, in one transaction. */
async function noticeLoad(db: Db, shipmentId: number, batch: readonly LoadTrackPoint[]): Promise<Proposed[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await findStopsWithEvents(trx, shipmentId);
    const known = knownEvents(rows);
    const open = known.find((k) => !k.departedAt);
    if (!open) return [];
    const earliest = Math.min(...batch.map((p) => p.at.getTime()), open.arrivedAt?.getTime() ?? Infinity);
    const track = trackOf(await findTrack(trx, shipmentId, new Date(earliest - TRACK_LEAD_MS)), batch);
    if (track.length === 0) return [];
    const stops: VisitStop[] = known.map((k) => ({ id: k.stop.id, latitude: k.stop.latitude, longitude: k.stop.longitude, arrivedAt: k.arrivedAt, departedAt: k.departedAt }));
    return proposeVisits(trx, shipmentId, rows, detectStopVisits(stops, track), track);
  });
}

/**
 * A proposal the carrier chose to have recorded at once goes through the same stop update as one
 * typed by hand, in the name of the user who made that choice. When the stop rules refuse it (an
 * implausible time, the load moved on meanwhile) it stays proposed for someone to look at.
 */
async function recordAutomatically(db: Db, proposal: Proposed, userId: number, carrierId: number, now: Date): Promise<void> {
  const caller = await activeCallerOfUser(db, userId, carrierId);
  if (!caller) return;
  try {
    if (proposal.kind === 'Arrival') await recordArrival(db, caller, proposal.shipmentId, proposal.stopId, { arrivedAt: proposal.at.toISOString() }, now, proposal.source);
    else await recordDeparture(db, caller, proposal.shipmentId, proposal.stopId, { departedAt: proposal.at.toISOString() }, now, proposal.source);
  } catch (error) {
    if (error instanceof HttpProblem) return;
    throw error;
  }
  await markRecordedAutomatically(db, proposal.proposalId, userId, now);
  if (proposal.kind === 'Departure') await draftDetentionForStop(db, proposal.shipmentId, proposal.stopId, now);
}

/**
 * After a batch of positions is applied to its loads: the loads whose points may concern a stop
 * replay their track through the stops' fences, propose the arrivals and departures it shows, and
 * record them at once when their carrier chose so. Answers how many were proposed.
 */
export async function noticeStopEvents(db: Db, points: readonly LoadTrackPoint[], now = new Date()): Promise<number> {
  let count = 0;
  for (const shipmentId of (await findLoadsNearStops(db, points)).sort((a, b) => a - b)) {
    const proposals = await noticeLoad(
      db,
      shipmentId,
      points.filter((p) => p.shipmentId === shipmentId),
    );
    count += proposals.length;
    if (proposals.length === 0) continue;
    const settings = await findLoadCarrierSettings(db, shipmentId);
    if (!settings?.record_automatically || settings.updated_by_user_id === null || settings.carrier_id === null) continue;
    for (const proposal of proposals) await recordAutomatically(db, proposal, settings.updated_by_user_id, settings.carrier_id, now);
  }
  return count;
}
