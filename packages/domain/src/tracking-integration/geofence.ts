/**
 * Stop geofences: a truck within GEOFENCE_MILES of a stop has arrived there; it has left
 * once it is beyond LEAVE_MILES (a wider ring, so GPS jitter at the fence does not flap).
 */
export const GEOFENCE_MILES = 0.5;
export const LEAVE_MILES = 0.75;

const EARTH_MILES = 3958.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

export function distanceMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
}

export interface GeofenceStop extends LatLon {
  id: number;
  arrived: boolean;
  departed: boolean;
}

export interface GeofenceProposal {
  stopId: number;
  kind: 'Arrival' | 'Departure';
}

/**
 * What a GPS point means for a load's stops (in order): entering the fence of the first stop not yet
 * departed proposes its arrival; leaving it after an arrival (recorded or proposed) proposes the
 * departure. Nothing is proposed twice.
 */
export function geofenceEvent(stops: readonly GeofenceStop[], proposed: readonly GeofenceProposal[], point: LatLon): GeofenceProposal | null {
  const stop = stops.find((s) => !s.departed);
  if (!stop) return null;
  const has = (kind: GeofenceProposal['kind']) => proposed.some((p) => p.stopId === stop.id && p.kind === kind);
  const miles = distanceMiles(stop, point);
  const arrived = stop.arrived || has('Arrival');
  if (!arrived && miles <= GEOFENCE_MILES) return { stopId: stop.id, kind: 'Arrival' };
  if (arrived && !has('Departure') && miles > LEAVE_MILES) return { stopId: stop.id, kind: 'Departure' };
  return null;
}
