import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { findActivityPage, findLatestActivity, insertActivities, insertActivity, moveLastActivities, moveLastActivity, refreshTrackingColumns, type ActivityRow } from './shipment-activity.repository';
import { statusValue, userRef } from '../detail/shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { statusChanged } from '@portal/domain/shipments/activity-texts';

/** What happened to a shipment; one activity row per change, written in the change's transaction. */
export const ActivityKind = {
  StatusChanged: 'StatusChanged',
  Arrival: 'Arrival',
  Departure: 'Departure',
  Appointment: 'Appointment',
  ProNumber: 'ProNumber',
  Equipment: 'Equipment',
  DriverAssigned: 'DriverAssigned',
  DriverRemoved: 'DriverRemoved',
  EmptyLocation: 'EmptyLocation',
  Problem: 'Problem',
  Preload: 'Preload',
  QuickClosure: 'QuickClosure',
  BillOfLading: 'BillOfLading',
  Tendered: 'Tendered',
  /** The broker asked carriers for a rate on the load. */
  RateRequested: 'RateRequested',
  BookingRescinded: 'BookingRescinded',
  MaxBuy: 'MaxBuy',
  Origination: 'Origination',
  /** A GPS position from the carrier's ELD (at most one entry per half hour per load). */
  Position: 'Position',
  /** The ELD saw the truck enter or leave a stop's geofence: an arrival or departure is proposed. */
  StopEventProposed: 'StopEventProposed',
  /** The carrier changed what it shares of the load's tracking. */
  TrackingConsent: 'TrackingConsent',
  /** The delivery opened the carrier's invoice. */
  InvoiceOpened: 'InvoiceOpened',
} as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];

export interface ActivityEntry {
  kind: ActivityKind;
  description: string;
  statusBefore?: number | null;
  statusAfter?: number | null;
  stopId?: number | null;
  city?: string | null;
  state?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** When it happened; a stop event carries its own time, everything else happens now. */
  timeStamp: Date;
  /** Where it came from; by default the driver's sign-in link for a mobile caller, else typed by hand. */
  source?: ActivitySource;
}

/** Where an activity came from: the score card counts ELD and driver-link milestones as automated. */
export type ActivitySource = 'Manual' | 'DriverLink' | 'ELD' | 'EDI' | 'API';

/** Writes the activity row (who and when) and moves the shipment's last activity forward. */
/** Who did it: a user, or nobody when a job did it on its own (an expired tender moving the waterfall on). */
/** Who recorded an entry: a signed-in caller (a driver-link session records DriverLink), or the system (a job). */
export type Actor = Pick<Caller, 'userId' | 'mobile'> | { userId: number | null; mobile?: undefined };

function activityRow(shipmentId: number, caller: Actor, entry: ActivityEntry) {
  return {
    shipment_id: shipmentId,
    kind: entry.kind,
    description: entry.description,
    status_before: entry.statusBefore ?? null,
    status_after: entry.statusAfter ?? null,
    stop_id: entry.stopId ?? null,
    user_id: caller.userId,
    city: entry.city ?? null,
    state: entry.state ?? null,
    latitude: entry.latitude ?? null,
    longitude: entry.longitude ?? null,
    time_stamp: entry.timeStamp,
    source: entry.source ?? (caller.mobile ? 'DriverLink' : 'Manual'),
  };
}

export async function recordActivity(trx: Db, shipmentId: number, caller: Actor, entry: ActivityEntry): Promise<void> {
  await insertActivity(trx, activityRow(shipmentId, caller, entry));
  await moveLastActivity(trx, shipmentId, entry.timeStamp);
}

/** Many shipments' entries at once (a batch of positions): two statements, whatever their number. */
export async function recordActivities(trx: Db, caller: Actor, entries: readonly { shipmentId: number; entry: ActivityEntry }[]): Promise<void> {
  await insertActivities(trx, entries.map((e) => activityRow(e.shipmentId, caller, e.entry)));
  await moveLastActivities(trx, entries.map((e) => ({ shipmentId: e.shipmentId, timeStamp: e.entry.timeStamp })));
}

export function statusChangeEntry(from: number, to: number, timeStamp: Date, why: string): ActivityEntry {
  return {
    kind: ActivityKind.StatusChanged,
    description: statusChanged(statusValue(from).displayName, statusValue(to).displayName, why),
    statusBefore: from,
    statusAfter: to,
    timeStamp,
  };
}

/** Recomputes the next stop due and the on-time flag from the stops; every write ends with it. */
export async function refreshTracking(trx: Db, shipmentId: number): Promise<void> {
  await refreshTrackingColumns(trx, shipmentId);
}

function activityView(row: ActivityRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    description: row.description,
    timeStamp: isoRequired(row.time_stamp),
    statusBefore: row.status_before === null ? null : statusValue(row.status_before),
    statusAfter: row.status_after === null ? null : statusValue(row.status_after),
    stopId: row.stop_id,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    user: userRef(row),
  };
}

/** One page of the shipment's activity, newest first. */
export async function activityPage(db: Db, shipmentId: number, page: number, pageSize: number, hiddenKinds: readonly string[] = []) {
  const { rows, totalCount } = await findActivityPage(db, shipmentId, page, pageSize, hiddenKinds);
  return { data: rows.map(activityView), totalCount };
}

export async function latestActivity(db: Db, shipmentId: number, hiddenKinds: readonly string[] = []) {
  const row = await findLatestActivity(db, shipmentId, hiddenKinds);
  if (!row) return { timeStamp: null, description: null, kind: null, city: null, state: null, user: null };
  return { timeStamp: iso(row.time_stamp), description: row.description, kind: row.kind, city: row.city, state: row.state, user: userRef(row) };
}
