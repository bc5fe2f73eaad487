import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsUpdate } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, BLUE_RIDGE, companyId, createShipment, DAY, HEARTLAND, overduePickupStops, type Actor } from './fixtures';

// shipments.update_due_at (kept by a trigger, migration 0006) is the database's form of the
// domain's needsUpdate rule: the lists, the badge and the counts filter on it.
let t: TestApp;
let dispatch: Actor;
beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
});
afterAll(async () => t?.close());

async function shipmentsWithStops() {
  const shipments = await t.db.selectFrom('shipments').select(['id', 'status', 'last_activity_at', 'update_due_at']).orderBy('id').execute();
  const stops = await t.db.selectFrom('shipment_stops').select(['shipment_id', 'early', 'late', 'arrived_at', 'departed_at']).orderBy('stop_number').execute();
  return shipments.map((s) => ({
    ...s,
    stops: stops.filter((x) => x.shipment_id === s.id).map((x) => ({ early: x.early, late: x.late, arrivedAt: x.arrived_at, departedAt: x.departed_at })),
  }));
}

describe('update_due_at', () => {
  it('agrees with the domain rule for every demo shipment, now and two days either side', async () => {
    const all = await shipmentsWithStops();
    expect(all.length).toBeGreaterThan(500);
    let due = 0;
    for (const offset of [-2 * DAY, 0, 2 * DAY]) {
      const now = new Date(Date.now() + offset);
      for (const s of all) {
        const expected = needsUpdate({ status: s.status, stops: s.stops, lastActivityAt: s.last_activity_at, now });
        const actual = s.update_due_at !== null && s.update_due_at < now;
        if (actual !== expected) throw new Error(`shipment ${s.id} (status ${s.status}) at ${now.toISOString()}: column says ${actual}, rule says ${expected}`);
        if (actual) due++;
      }
    }
    // The demo has overdue freight in every reading: the comparison is not vacuous.
    expect(due).toBeGreaterThan(10);
  });

  it('follows arrivals and departures through the API', async () => {
    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const heartland = await companyId(t.db, HEARTLAND);
    const now = Date.now();
    const [pickup, dropoff] = overduePickupStops(now);
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, stops: [pickup, dropoff] });
    const dueAt = async () => (await t.db.selectFrom('shipments').select('update_due_at').where('id', '=', s.id).executeTakeFirstOrThrow()).update_due_at;
    const counted = async () =>
      (await dispatch.request('GET', `/trucks/api/v2/shipments?needsUpdates=true&pageSize=100&query=${s.number}`)).json().data.map((r: { id: number }) => r.id);

    // The pickup window has closed: due since then.
    expect(await dueAt()).toEqual(pickup.late);
    expect(await counted()).toEqual([s.id]);

    const arrivedAt = new Date(now - 30 * 60_000);
    expect((await dispatch.request('POST', `/portal/api/shipments/${s.id}/stops/${s.stopIds[0]}/arrival`, { arrivedAt: arrivedAt.toISOString() })).statusCode).toBe(200);
    // At the stop: due 24 hours after the arrival.
    expect(await dueAt()).toEqual(new Date(arrivedAt.getTime() + DAY));
    expect(await counted()).toEqual([]);

    expect((await dispatch.request('POST', `/portal/api/shipments/${s.id}/stops/${s.stopIds[0]}/departure`, { departedAt: new Date(now - 60_000).toISOString() })).statusCode).toBe(200);
    // Moving to the drop-off: due when its window closes.
    expect(await dueAt()).toEqual(dropoff.late);
  });
});
