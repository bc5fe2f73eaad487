import { greatCircleMiles } from '@portal/domain/orders/consolidation';

/**
 * The fake provider's trucks: Blue Ridge's power units (BR-101...) driving the carrier's demo lanes
 * (seed: PREFERRED_LANES) back and forth at highway speed, so a poll sees them move.
 */
const CITIES: Record<string, { name: string; latitude: number; longitude: number }> = {
  CHI: { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  DAL: { name: 'Dallas, TX', latitude: 32.7767, longitude: -96.797 },
  ATL: { name: 'Atlanta, GA', latitude: 33.749, longitude: -84.388 },
  MEM: { name: 'Memphis, TN', latitude: 35.1495, longitude: -90.049 },
  CMH: { name: 'Columbus, OH', latitude: 39.9612, longitude: -82.9988 },
  CLT: { name: 'Charlotte, NC', latitude: 35.2271, longitude: -80.8431 },
  LRD: { name: 'Laredo, TX', latitude: 27.5306, longitude: -99.4803 },
  IND: { name: 'Indianapolis, IN', latitude: 39.7684, longitude: -86.1581 },
  HAR: { name: 'Harrisburg, PA', latitude: 40.2732, longitude: -76.8867 },
};
const LANES: readonly (readonly [string, string])[] = [['CHI', 'DAL'], ['DAL', 'ATL'], ['ATL', 'CHI'], ['MEM', 'CMH'], ['CHI', 'CLT'], ['LRD', 'CHI'], ['IND', 'ATL'], ['HAR', 'CHI']];

const SPEED_MPH = 55;

export interface FakeVehicle {
  id: string;
  name: string;
  vin: string;
  lane: readonly [string, string];
}

export const FAKE_VEHICLES: readonly FakeVehicle[] = LANES.map((lane, n) => ({
  id: String(281474977000100 + n),
  name: `BR-${101 + n}`,
  vin: `1FUJGLDR${String(10 + n).padStart(2, '0')}LM4${String(21000 + n)}`.slice(0, 17),
  lane,
}));

export interface FakePoint {
  time: string;
  latitude: number;
  longitude: number;
  headingDegrees: number;
  speedMilesPerHour: number;
  isEcuSpeed: boolean;
  reverseGeo: { formattedLocation: string };
}

/** Where a truck is at `at`: along its lane, out and back, starting at a different point per truck. */
export function simulatedPoint(vehicle: FakeVehicle, at: Date): FakePoint {
  const from = CITIES[vehicle.lane[0]];
  const to = CITIES[vehicle.lane[1]];
  const laneMiles = greatCircleMiles(from, to);
  const hours = at.getTime() / 3_600_000 + Number(vehicle.id.slice(-2)) * 3;
  const travelled = (hours * SPEED_MPH) % (2 * laneMiles);
  const outbound = travelled <= laneMiles;
  const share = (outbound ? travelled : 2 * laneMiles - travelled) / laneMiles;
  const [a, b] = outbound ? [from, to] : [to, from];
  const latitude = from.latitude + (to.latitude - from.latitude) * share;
  const longitude = from.longitude + (to.longitude - from.longitude) * share;
  const heading = (Math.atan2(b.longitude - a.longitude, b.latitude - a.latitude) * 180) / Math.PI;
  const near = share < 0.5 ? from : to;
  const milesAway = Math.round(greatCircleMiles({ latitude, longitude }, near));
  return {
    time: new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString(),
    latitude: Number(latitude.toFixed(6)),
    longitude: Number(longitude.toFixed(6)),
    headingDegrees: Math.round((heading + 360) % 360),
    speedMilesPerHour: SPEED_MPH,
    isEcuSpeed: true,
    reverseGeo: { formattedLocation: milesAway < 2 ? near.name : `${milesAway} mi from ${near.name}` },
  };
}
