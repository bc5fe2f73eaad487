import { ENTER_MILES, type TrackPoint } from './stop-visits';
import type { LatLon } from '../tracking-integration/geofence';

/**
 * A truck's track through a load's stops, as its ELD or the driver's phone would report it, with
 * the true times of entering and leaving each stop's fence: what the tests replay to measure how
 * close the noticed arrivals and departures come. Deterministic for a seed.
 */
export interface ReplayPlan {
  start: LatLon;
  startAt: Date;
  stops: readonly { at: LatLon; stayMs: number }[];
  /** Where the truck goes after the last stop. */
  end: LatLon;
  cruiseMph: number;
  /** Near a stop the truck drives slower (local roads, the yard) over this many miles. */
  localMiles: number;
  localMph: number;
  /** Minutes between two points: the n-th gap (cycled). */
  everyMinutes: readonly number[];
  /** GPS noise, at most this many miles off the true place in each axis. */
  noiseMiles: number;
  /** Whether points carry the speed (an ELD does; some phones do not). */
  withSpeed: boolean;
  seed: number;
}

export interface ReplayTruth {
  arrivals: Date[];
  departures: Date[];
}

interface Segment {
  from: LatLon;
  to: LatLon;
  fromMs: number;
  toMs: number;
  mph: number;
}

const MS_PER_HOUR = 3_600_000;
const MILES_PER_DEGREE = 69;

function pointAlong(a: LatLon, b: LatLon, f: number): LatLon {
  return { latitude: a.latitude + (b.latitude - a.latitude) * f, longitude: a.longitude + (b.longitude - a.longitude) * f };
}

function milesBetween(a: LatLon, b: LatLon): number {
  const dLat = (b.latitude - a.latitude) * MILES_PER_DEGREE;
  const dLon = (b.longitude - a.longitude) * MILES_PER_DEGREE * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLon);
}

/** A small deterministic generator (mulberry32): the same seed gives the same noise. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Drives from a to b: cruise, then the local miles slower (arriving), or the other way round (leaving). */
function drive(segments: Segment[], a: LatLon, b: LatLon, fromMs: number, plan: ReplayPlan, slowAt: 'start' | 'end' | 'both'): number {
  const miles = milesBetween(a, b);
  const slowStart = slowAt !== 'end' ? Math.min(plan.localMiles, miles / 2) : 0;
  const slowEnd = slowAt !== 'start' ? Math.min(plan.localMiles, miles / 2) : 0;
  const marks = [0, slowStart / miles, 1 - slowEnd / miles, 1];
  const speeds = [plan.localMph, plan.cruiseMph, plan.localMph];
  let at = fromMs;
  for (let i = 0; i < 3; i++) {
    const part = (marks[i + 1] - marks[i]) * miles;
    if (part <= 0) continue;
    const ms = (part / speeds[i]) * MS_PER_HOUR;
    segments.push({ from: pointAlong(a, b, marks[i]), to: pointAlong(a, b, marks[i + 1]), fromMs: at, toMs: at + ms, mph: speeds[i] });
    at += ms;
  }
  return at;
}

function plannedSegments(plan: ReplayPlan): { segments: Segment[]; truth: ReplayTruth } {
  const segments: Segment[] = [];
  const truth: ReplayTruth = { arrivals: [], departures: [] };
  // The fence is crossed on the local part of the road, at the local speed.
  const fenceMs = (ENTER_MILES / plan.localMph) * MS_PER_HOUR;
  let at = plan.startAt.getTime();
  let from = plan.start;
  plan.stops.forEach((stop, i) => {
    at = drive(segments, from, stop.at, at, plan, i === 0 ? 'end' : 'both');
    truth.arrivals.push(new Date(at - fenceMs));
    segments.push({ from: stop.at, to: stop.at, fromMs: at, toMs: at + stop.stayMs, mph: 0 });
    at += stop.stayMs;
    truth.departures.push(new Date(at + fenceMs));
    from = stop.at;
  });
  drive(segments, from, plan.end, at, plan, 'start');
  return { segments, truth };
}

/** The track the plan's truck reports (noise and gaps included) and the true fence crossings. */
export function replayedTrack(plan: ReplayPlan): { track: TrackPoint[]; truth: ReplayTruth } {
  const { segments, truth } = plannedSegments(plan);
  const next = random(plan.seed);
  const noise = () => (next() * 2 - 1) * plan.noiseMiles;
  const track: TrackPoint[] = [];
  const endMs = segments[segments.length - 1].toMs;
  let n = 0;
  for (let ms = plan.startAt.getTime(); ms <= endMs; ms += plan.everyMinutes[n++ % plan.everyMinutes.length] * 60_000) {
    const segment = segments.find((s) => ms <= s.toMs) ?? segments[segments.length - 1];
    const f = segment.toMs === segment.fromMs ? 0 : (ms - segment.fromMs) / (segment.toMs - segment.fromMs);
    const place = pointAlong(segment.from, segment.to, Math.min(Math.max(f, 0), 1));
    const latitude = place.latitude + noise() / MILES_PER_DEGREE;
    const longitude = place.longitude + noise() / (MILES_PER_DEGREE * Math.cos(place.latitude * (Math.PI / 180)));
    const speedMph = plan.withSpeed ? Math.max(0, segment.mph + (segment.mph > 0 ? noise() * 10 : 0)) : null;
    track.push({ at: new Date(ms), latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)), speedMph });
  }
  return { track, truth };
}

/** A place this many miles east of another (a stop a drive away in a test). */
export function milesEastOf(place: LatLon, miles: number): LatLon {
  return { latitude: place.latitude, longitude: place.longitude + miles / (MILES_PER_DEGREE * Math.cos(place.latitude * (Math.PI / 180))) };
}
