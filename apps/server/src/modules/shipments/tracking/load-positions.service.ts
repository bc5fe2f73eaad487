import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { ActivityKind, recordActivities } from '../activity/shipment-activity';
import { findActiveLoadsFor, findLoadsDueActivity, findMovingLoadsOfTrucks, updateLastPositions, type LoadPoint } from './load-positions.repository';
import { POSITION_ACTIVITY_EVERY_MS, positionActivityEntry, type EldPosition } from './shipment-eld.service';

/** A point of a batch as the loads see it. */
export interface DevicePoint {
  deviceId: string;
  shipmentNumber?: string;
  at: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  source: 'ELD' | 'DriverLink';
  /** The place's name when the feed gives one (Samsara's reverse geocoding). */
  formattedLocation?: string | null;
}

/** The load each point belongs to (none: the device alone); `refused` when it names a load that is not one of the caller's moving loads. */
export type PointLoads = { shipmentIds: number[] } | { refused: true };

/**
 * Which of a truck's moving loads it is hauling now: the one furthest along (at a stop or in transit
 * before dispatched or booked), then the earliest pickup. The others are queued behind it.
 */
function isHauledBefore(a: { status: number; pickup_early: Date; id: number }, b: { status: number; pickup_early: Date; id: number }): boolean {
  if (a.status !== b.status) return a.status > b.status;
  if (a.pickup_early.getTime() !== b.pickup_early.getTime()) return a.pickup_early < b.pickup_early;
  return a.id < b.id;
}

/** Each truck's load hauled now, of the moving loads given. */
function hauledByTruck<L extends { truck_number: string | null; status: number; pickup_early: Date; id: number }>(loads: readonly L[]): Map<string, L> {
  const byUnit = new Map<string, L>();
  for (const load of loads) {
    if (load.truck_number === null) continue;
    const current = byUnit.get(load.truck_number);
    if (!current || isHauledBefore(load, current)) byUnit.set(load.truck_number, load);
  }
  return byUnit;
}

/**
 * The loads of each point: the one it names (only a moving load of the caller's company, a driver's
 * only when assigned to them), else the load the truck of that unit number is hauling now (possibly
 * none: the point is kept for the device alone).
 */
export async function loadsOfPoints(db: Db, caller: Caller, points: readonly DevicePoint[]): Promise<PointLoads[]> {
  const named = [...new Set(points.flatMap((p) => (p.shipmentNumber ? [p.shipmentNumber] : [])))];
  const units = [...new Set(points.flatMap((p) => (p.shipmentNumber ? [] : [p.deviceId])))];
  const loads = await findActiveLoadsFor(db, caller, named, units);
  const byNumber = new Map(loads.map((l) => [l.shipment_number, l.id]));
  const byUnit = hauledByTruck(loads);
  return points.map((p) => {
    if (!p.shipmentNumber) {
      const load = byUnit.get(p.deviceId);
      return { shipmentIds: load ? [load.id] : [] };
    }
    const id = byNumber.get(p.shipmentNumber);
    return id === undefined ? { refused: true } : { shipmentIds: [id] };
  });
}

const SYSTEM = { userId: null };

function eldPosition(point: DevicePoint): EldPosition {
  return {
    vehicleId: point.deviceId,
    unitNumber: point.deviceId,
    at: point.at,
    latitude: point.latitude,
    longitude: point.longitude,
    speedMph: point.speedMph,
    formattedLocation: point.formattedLocation ?? null,
    source: point.source,
  };
}

/**
 * Each load's newest point of the batch becomes its last position when newer, and the loads due a
 * position entry in their activity get it: a few statements for the whole batch. Runs in the
 * caller's transaction. Answers how many loads moved. Arrivals and departures are noticed from the
 * whole track afterwards (stop-arrivals), once the points are stored.
 */
export async function applyNewestPoints(trx: Db, points: readonly (DevicePoint & { shipmentId: number })[]): Promise<{ moved: number }> {
  const newest = new Map<number, DevicePoint & { shipmentId: number }>();
  for (const point of points) {
    const seen = newest.get(point.shipmentId);
    if (!seen || seen.at < point.at) newest.set(point.shipmentId, point);
  }
  const loadPoints: LoadPoint[] = [...newest.values()].map((p) => ({ shipmentId: p.shipmentId, latitude: p.latitude, longitude: p.longitude, at: p.at }));
  const moved = new Set(await updateLastPositions(trx, loadPoints));
  const movedPoints = loadPoints.filter((p) => moved.has(p.shipmentId));
  const due = await findLoadsDueActivity(trx, movedPoints, ActivityKind.Position, POSITION_ACTIVITY_EVERY_MS);
  await recordActivities(
    trx,
    SYSTEM,
    due.sort((a, b) => a - b).map((shipmentId) => ({ shipmentId, entry: positionActivityEntry(eldPosition(newest.get(shipmentId)!)) })),
  );
  return { moved: moved.size };
}

/**
 * The newest point of each of a company's trucks, from a feed with no caller (the ELD poll): the
 * load each truck hauls now moves, in one transaction, as a batch sent to the positions API does.
 * Answers how many loads moved and the points with the load each was applied to.
 */
export async function applyTruckPoints(db: Db, companyId: number, points: readonly DevicePoint[]): Promise<{ moved: number; onLoads: (DevicePoint & { shipmentId: number })[] }> {
  const hauled = hauledByTruck(await findMovingLoadsOfTrucks(db, companyId, [...new Set(points.map((p) => p.deviceId))]));
  const onLoads = points.flatMap((point) => {
    const load = hauled.get(point.deviceId);
    return load ? [{ ...point, shipmentId: load.id }] : [];
  });
  if (onLoads.length === 0) return { moved: 0, onLoads };
  const { moved } = await db.transaction().execute((trx) => applyNewestPoints(trx, onLoads));
  return { moved, onLoads };
}
