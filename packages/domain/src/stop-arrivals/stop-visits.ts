import { distanceMiles, type LatLon } from '../tracking-integration/geofence';

/**
 * Arrivals and departures noticed from a load's track. A truck has arrived at a stop when it
 * enters the circle of ENTER_MILES around the stop's coordinates and stays; it has left when a
 * point lies beyond LEAVE_MILES. The wider ring for leaving keeps GPS jitter at the fence from
 * flapping between in and out. The times are those of the crossings of the ENTER_MILES circle,
 * estimated from the points around them (decision 0330).
 */
export const ENTER_MILES = 0.5;
export const LEAVE_MILES = 0.75;
/** Inside this long (from the estimated entry) a truck has stopped there, not driven past. */
export const MIN_DWELL_MS = 3 * 60 * 1000;
/** A point reported at or below this speed inside the fence is a truck at the stop. */
export const STOPPED_MPH = 5;
/** Below this the speed of a point tells nothing about where it was heading. */
const MOVING_MPH = 1;

export interface TrackPoint extends LatLon {
  at: Date;
  speedMph: number | null;
}

export interface VisitStop extends LatLon {
  id: number;
  /** An arrival already known (recorded or proposed): the visit starts there. */
  arrivedAt: Date | null;
  /** A departure already known: the stop is over and the track after it belongs to the next stops. */
  departedAt: Date | null;
}

export interface StopVisit {
  stopId: number;
  arrivedAt: Date;
  /** Null while the truck is still inside (or the track ends there). */
  departedAt: Date | null;
  /** The points inside the fence between arrival and departure: the evidence of the stay. */
  inside: TrackPoint[];
}

const MS_PER_HOUR = 3_600_000;

/** Miles per millisecond of a speed in mph, or null when the point was not moving. */
function reportedPace(point: TrackPoint): number | null {
  return point.speedMph !== null && point.speedMph > MOVING_MPH ? point.speedMph / MS_PER_HOUR : null;
}

/** How fast the distance to the stop changed between two points (miles per ms), when it changed in the sense expected. */
function radialPace(from: TrackPoint, to: TrackPoint, stop: LatLon, sense: 1 | -1): number | null {
  const ms = to.at.getTime() - from.at.getTime();
  if (ms <= 0) return null;
  const pace = (sense * (distanceMiles(stop, to) - distanceMiles(stop, from))) / ms;
  return pace > 0 ? pace : null;
}

function clampTime(ms: number, earliest: TrackPoint, latest: TrackPoint): Date {
  return new Date(Math.min(Math.max(ms, earliest.at.getTime()), latest.at.getTime()));
}

/**
 * When the truck crossed the fence between `outside` and `inside` going in: from the last point
 * outside, the distance left to the fence at the truck's speed (the speed it reported, else how fast
 * it was closing in before). Straight-line interpolation between the two points would assume it kept
 * moving until the later one, which a truck parked at a dock does not.
 */
export function entryTime(before: TrackPoint | undefined, outside: TrackPoint, inside: TrackPoint, stop: LatLon): Date {
  const pace = reportedPace(outside) ?? (before ? radialPace(before, outside, stop, -1) : null) ?? radialPace(outside, inside, stop, -1);
  if (pace === null) return inside.at;
  return clampTime(outside.at.getTime() + (distanceMiles(stop, outside) - ENTER_MILES) / pace, outside, inside);
}

/** When the truck crossed the fence between `inside` and `outside` going out: back from the first point outside at its speed. */
export function exitTime(inside: TrackPoint, outside: TrackPoint, after: TrackPoint | undefined, stop: LatLon): Date {
  const pace = reportedPace(outside) ?? (after ? radialPace(outside, after, stop, 1) : null) ?? radialPace(inside, outside, stop, 1);
  if (pace === null) return outside.at;
  return clampTime(outside.at.getTime() - (distanceMiles(stop, outside) - ENTER_MILES) / pace, inside, outside);
}

const inFence = (stop: LatLon, p: TrackPoint) => distanceMiles(stop, p) <= ENTER_MILES;
const pastLeaveRing = (stop: LatLon, p: TrackPoint) => distanceMiles(stop, p) > LEAVE_MILES;

/**
 * The stay that starts at points[k] (the first point inside): settled once the truck has been
 * inside MIN_DWELL_MS, reported itself stopped, or when the track starts there (nothing says it
 * was passing). `undefined` while it cannot be told yet, `null` for a drive-by.
 */
function settledEntry(points: readonly TrackPoint[], k: number, stop: LatLon): { arrivedAt: Date } | null | undefined {
  const first = points[k];
  const arrivedAt = k === 0 ? first.at : entryTime(points[k - 2], points[k - 1], first, stop);
  for (let j = k; j < points.length; j++) {
    const p = points[j];
    if (pastLeaveRing(stop, p)) return null;
    const stopped = p.speedMph !== null && p.speedMph <= STOPPED_MPH && inFence(stop, p);
    if (k === 0 || stopped || p.at.getTime() - arrivedAt.getTime() >= MIN_DWELL_MS) return { arrivedAt };
  }
  return undefined;
}

/** The first point at or after `from` lying beyond the leave ring, and the departure time it gives. */
function departureFrom(points: readonly TrackPoint[], from: number, stop: LatLon): { index: number; departedAt: Date } | null {
  const leave = points.findIndex((p, j) => j >= from && pastLeaveRing(stop, p));
  if (leave < 0) return null;
  // The crossing of the inner fence: after the last point inside it, at the first point past it.
  let lastInside = leave - 1;
  while (lastInside >= from && !inFence(stop, points[lastInside])) lastInside -= 1;
  if (lastInside < from) return { index: leave, departedAt: points[leave].at };
  const firstOut = lastInside + 1;
  return { index: leave, departedAt: exitTime(points[lastInside], points[firstOut], points[firstOut + 1], stop) };
}

/**
 * The visits of a load's stops (in their order) that its track shows, the track in any order.
 * A stop is looked for only after the one before was left; a stop never entered holds up the
 * stops after it, as the driver would be asked about it. Answers the visits found, the last one
 * possibly still open (no departure yet).
 */
export function detectStopVisits(stops: readonly VisitStop[], track: readonly TrackPoint[]): StopVisit[] {
  const points = [...track].sort((a, b) => a.at.getTime() - b.at.getTime());
  const visits: StopVisit[] = [];
  let cursor = 0;
  for (const stop of stops) {
    if (stop.departedAt) {
      const departedAt = stop.departedAt;
      const next = points.findIndex((p, j) => j >= cursor && p.at > departedAt);
      if (next < 0) return visits;
      cursor = next;
      continue;
    }
    let start: number;
    let arrivedAt: Date;
    if (stop.arrivedAt) {
      const known = stop.arrivedAt;
      arrivedAt = known;
      start = points.findIndex((p, j) => j >= cursor && p.at >= known);
      if (start < 0) return [...visits, { stopId: stop.id, arrivedAt, departedAt: null, inside: [] }];
    } else {
      const entry = findEntry(points, cursor, stop);
      if (!entry) return visits;
      ({ start, arrivedAt } = entry);
    }
    const departure = departureFrom(points, start, stop);
    const departedAt = departure?.departedAt ?? null;
    const inside = points.filter((p, j) => j >= start && (departure === null || j < departure.index) && inFence(stop, p));
    visits.push({ stopId: stop.id, arrivedAt, departedAt, inside });
    if (!departure) return visits;
    cursor = departure.index;
  }
  return visits;
}

/** The first settled entry into the stop's fence from `cursor` on, skipping drive-bys. */
function findEntry(points: readonly TrackPoint[], cursor: number, stop: LatLon): { start: number; arrivedAt: Date } | null {
  for (let k = cursor; k < points.length; k++) {
    if (!inFence(stop, points[k])) continue;
    const settled = settledEntry(points, k, stop);
    if (settled === undefined) return null;
    if (settled) return { start: k, arrivedAt: settled.arrivedAt };
    // A drive-by: look again after the truck went past the leave ring.
    while (k < points.length && !pastLeaveRing(stop, points[k])) k += 1;
  }
  return null;
}
