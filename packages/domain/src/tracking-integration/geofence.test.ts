import { describe, expect, it } from 'vitest';
import { distanceMiles, geofenceEvent } from './geofence';

const pickup = { id: 1, latitude: 41.8781, longitude: -87.6298, arrived: false, departed: false };
const dropoff = { id: 2, latitude: 32.7767, longitude: -96.797, arrived: false, departed: false };

describe('geofence', () => {
  it('measures Chicago to Dallas at about 800 miles', () => {
    expect(distanceMiles(pickup, dropoff)).toBeGreaterThan(790);
    expect(distanceMiles(pickup, dropoff)).toBeLessThan(810);
  });

  it('proposes the arrival inside the fence of the first stop not departed, once', () => {
    const near = { latitude: 41.88, longitude: -87.63 };
    expect(geofenceEvent([pickup, dropoff], [], near)).toEqual({ stopId: 1, kind: 'Arrival' });
    expect(geofenceEvent([pickup, dropoff], [{ stopId: 1, kind: 'Arrival' }], near)).toBeNull();
    expect(geofenceEvent([pickup, dropoff], [], { latitude: 41.95, longitude: -87.63 })).toBeNull();
  });

  it('proposes the departure once the truck is beyond the wider ring after an arrival', () => {
    const away = { latitude: 41.9, longitude: -87.63 };
    expect(geofenceEvent([{ ...pickup, arrived: true }, dropoff], [], away)).toEqual({ stopId: 1, kind: 'Departure' });
    expect(geofenceEvent([pickup, dropoff], [{ stopId: 1, kind: 'Arrival' }], away)).toEqual({ stopId: 1, kind: 'Departure' });
    expect(geofenceEvent([{ ...pickup, arrived: true }, dropoff], [], { latitude: 41.885, longitude: -87.63 })).toBeNull();
  });

  it('moves on to the next stop once one is departed', () => {
    expect(geofenceEvent([{ ...pickup, arrived: true, departed: true }, dropoff], [], dropoff)).toEqual({ stopId: 2, kind: 'Arrival' });
  });
});
