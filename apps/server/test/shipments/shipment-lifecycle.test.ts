import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { activityOf, actor, BLUE_RIDGE, companyId, createShipment, DAY, HEARTLAND, HOUR, overduePickupStops, PLACES, type Actor } from './fixtures';

let t: TestApp;
let dispatch: Actor;
let driver: Actor;
let blueRidge: number;
let heartland: number;
let demoDriverId: number;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  driver = await actor(t.app, t.db, DEMO.driver);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  heartland = await companyId(t.db, HEARTLAND);
  demoDriverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
});
afterAll(async () => t?.close());

const portal = (id: number, stopId: number, event: 'arrival' | 'departure' | 'preload') => `/portal/api/shipments/${id}/stops/${stopId}/${event}`;
const statusOf = async (id: number) => (await t.db.selectFrom('shipments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const shipmentRow = (id: number) => t.db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function expectConflict(response: { statusCode: number; headers: Record<string, unknown>; json(): { detail?: string } }, detail: RegExp) {
  expect(response.statusCode).toBe(409);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ status: 409, title: 'Conflict' });
  expect(body.detail).toMatch(detail);
}

describe('the lifecycle, stop by stop', () => {
  it('Booked -> Dispatched -> At Stop -> In Transit -> At Stop -> ... -> Delivered -> Delivery Confirmed, with an activity row for each change', async () => {
    const now = Date.now();
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    const [pickup, middle, last] = s.stopIds;

    // The first driver dispatches a Booked shipment.
    const assigned = await dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [demoDriverId] });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.map((d: { id: number }) => d.id)).toEqual([demoDriverId]);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.Dispatched);

    // The driver (assigned now) arrives at the pickup.
    // Times a truck can make between the stops (Roanoke, Charlotte, Atlanta): plausible-stop-time.ts.
    const arrivedAt = new Date(now - 10 * HOUR).toISOString();
    const arrival = await driver.request('POST', portal(s.id, pickup, 'arrival'), { arrivedAt });
    expect(arrival.statusCode).toBe(200);
    expect(arrival.json().data[0]).toMatchObject({ shipmentStopId: pickup, arrivedAt });
    expect(await statusOf(s.id)).toBe(ShipmentStatus.AtStop);

    // Departing the pickup (with per line item counts) sets In Transit.
    const departure = await dispatch.request('POST', portal(s.id, pickup, 'departure'), {
      departedAt: new Date(now - 9 * HOUR).toISOString(),
      confirmedPackageCounts: s.lineItemIds.map((lineItemId, i) => ({ lineItemId, count: i === 0 ? 10 : 19 })),
    });
    expect(departure.statusCode).toBe(200);
    expect(departure.json().data[0].confirmedPackageCount).toBe(29);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.InTransit);

    // Middle stop: At Stop, then In Transit again (single count form).
    expect((await dispatch.request('POST', portal(s.id, middle, 'arrival'), { arrivedAt: new Date(now - 6 * HOUR).toISOString() })).statusCode).toBe(200);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.AtStop);
    const middleOut = await dispatch.request('POST', portal(s.id, middle, 'departure'), { confirmedPackageCount: 10, departedAt: new Date(now - 5 * HOUR).toISOString() });
    expect(middleOut.statusCode).toBe(200);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.InTransit);

    // Last stop: departure delivers.
    expect((await driver.request('POST', portal(s.id, last, 'arrival'))).statusCode).toBe(200);
    const delivered = await driver.request('POST', portal(s.id, last, 'departure'), { confirmedPackageCount: 20 });
    expect(delivered.statusCode).toBe(200);
    const row = await shipmentRow(s.id);
    expect(row.status).toBe(ShipmentStatus.Delivered);
    expect(row.delivered_at).not.toBeNull();
    expect(row.next_stop_due_at).toBeNull();
    expect(row.is_on_time).toBe(true);
    expect(row.last_activity_at!.getTime()).toBeGreaterThan(now - 5 * 60_000);

    // Quick closure takes an empty body.
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/trucks/api/v2/shipments/${s.id}/quick_closure`,
      headers: { authorization: `Bearer ${dispatch.session.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: s.id, status: ShipmentStatus.DeliveryConfirmed });
    expect((await shipmentRow(s.id)).quick_closed_at).not.toBeNull();

    const activity = await activityOf(t.db, s.id);
    expect(activity.map((a) => a.kind)).toEqual([
      'DriverAssigned',
      'StatusChanged',
      'Arrival',
      'Departure',
      'Arrival',
      'Departure',
      'Arrival',
      'Departure',
      // The delivery opened the carrier's invoice.
      'InvoiceOpened',
      'QuickClosure',
    ]);
    // Who and when on every row.
    expect(activity.every((a) => a.user_id !== null && a.time_stamp instanceof Date)).toBe(true);
    expect(activity.find((a) => a.kind === 'Arrival')!.user_id).toBe(driver.userId);
    expect(activity.find((a) => a.kind === 'DriverAssigned')!.user_id).toBe(dispatch.userId);
    expect(activity[2]).toMatchObject({ status_before: ShipmentStatus.Dispatched, status_after: ShipmentStatus.AtStop, stop_id: pickup });
    expect(activity[2].time_stamp.toISOString()).toBe(arrivedAt);
    expect(activity[7]).toMatchObject({ status_before: ShipmentStatus.AtStop, status_after: ShipmentStatus.Delivered });
    // Heartland's freight is audited by a third-party payer: the delivery bills it there.
    expect(activity[8]).toMatchObject({ kind: 'InvoiceOpened', description: expect.stringMatching(/^Invoice TP-\d+ opened for \$0\.00; billed to the third-party payer; submit it with the proof of delivery$/) });
    expect(activity[9]).toMatchObject({ status_before: ShipmentStatus.Delivered, status_after: ShipmentStatus.DeliveryConfirmed });

    // The tracking activities tell the story newest first, with who.
    const story = await dispatch.request('GET', `/portal/api/shipments/${s.id}/tracking-activities`);
    expect(story.statusCode).toBe(200);
    const entries = story.json().data;
    expect(story.json().totalCount).toBe(10);
    expect(entries[0].kind).toBe('QuickClosure');
    expect(entries[0].user).toMatchObject({ id: dispatch.userId, firstName: 'Jordan', lastName: 'Reyes' });
    const times = entries.map((e: { timeStamp: string }) => Date.parse(e.timeStamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.find((e: { kind: string }) => e.kind === 'Departure').statusAfter).toEqual({ value: 7, displayName: 'Delivered' });
  });

  it('arrival at a stop past its late window marks the shipment late', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, stops: overduePickupStops() });
    const response = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {});
    expect(response.statusCode).toBe(200);
    expect((await shipmentRow(s.id)).is_on_time).toBe(false);
    const arrival = (await activityOf(t.db, s.id)).at(-1)!;
    expect(arrival.description).toMatch(/after the window ending/);
  });
});

describe('impossible moves are 409 problems, and nothing changes', () => {
  it('departing a stop never arrived at', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {}), /record the arrival before the departure/i);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.Booked);
    expect(await activityOf(t.db, s.id)).toHaveLength(0);
  });

  it('arriving at a stop before the previous stop departed', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[1], 'arrival'), {}), /departure from stop 1 .* before arriving at stop 2/i);
    expect((await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {})).statusCode).toBe(200);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[1], 'arrival'), {}), /record the departure from stop 1/i);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.AtStop);
  });

  it('arriving twice, and departing twice', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.InTransit });
    expect((await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {})).statusCode).toBe(200);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {}), /arrival at stop 1 .* is already recorded/i);
    expect((await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {})).statusCode).toBe(200);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {}), /departure from stop 1 .* is already recorded/i);
    expect(await activityOf(t.db, s.id)).toHaveLength(2);
  });

  it('any change to a Voided shipment', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Voided });
    const attempts = [
      dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {}),
      dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {}),
      dispatch.request('POST', portal(s.id, s.stopIds[0], 'preload')),
      dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckNumber: 'T-1', trailerNumber: 'TR-1' }),
      dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [demoDriverId] }),
      dispatch.request('PUT', `/portal/api/shipments/${s.id}/empty-location`, { city: 'Atlanta', state: 'GA', postalCode: '30303', emptyAt: new Date().toISOString() }),
      dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/shipping_pro_number`, { value: 'PRO-1' }),
      dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: new Date(Date.now() + DAY).toISOString() }),
      dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/quick_closure`),
      dispatch.request('POST', `/trucks/api/v2/shipments/${s.id}/problems`, { problemType: 'Late', description: 'Traffic' }),
      dispatch.request('POST', `/portal/api/shipments/${s.id}/bill-of-lading`),
    ];
    for (const response of await Promise.all(attempts)) expectConflict(response, /voided/i);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.Voided);
    expect(await activityOf(t.db, s.id)).toHaveLength(0);
  });

  it('stop updates on a shipment not yet booked', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Tendering });
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {}), /not booked/i);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {}), /record the arrival|not booked/i);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'preload')), /not booked/i);
    expectConflict(
      await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: new Date(Date.now() + DAY).toISOString() }),
      /not booked/i,
    );
    expect(await statusOf(s.id)).toBe(ShipmentStatus.Tendering);
  });

  it('stop events after delivery, and quick closure of a shipment that is not Delivered', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.InTransit });
    expectConflict(await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/quick_closure`), /only a delivered shipment/i);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', s.id).execute();
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {}), /already delivered/i);
    expect((await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/quick_closure`)).statusCode).toBe(200);
    expectConflict(await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/quick_closure`), /only a delivered shipment/i);
  });

  it('explicit dispatch only from Booked', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    const ok = await dispatch.request('POST', `/portal/api/shipments/${s.id}/dispatch`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().shipmentStatus).toEqual({ value: 4, displayName: 'Dispatched' });
    expectConflict(await dispatch.request('POST', `/portal/api/shipments/${s.id}/dispatch`), /only a booked shipment can be dispatched/i);
  });

  it('times that make no sense are 400 problems naming the field', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    const future = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), { arrivedAt: new Date(Date.now() + DAY).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toHaveProperty('arrivedAt');
    const malformed = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), { arrivedAt: 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('arrivedAt');
    await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), { arrivedAt: new Date(Date.now() - HOUR).toISOString() });
    const early = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), { departedAt: new Date(Date.now() - 2 * HOUR).toISOString() });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toHaveProperty('departedAt');
    const wrongItem = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'departure'), {
      confirmedPackageCounts: [{ lineItemId: '00000000-0000-4000-8000-000000000000', count: 3 }],
    });
    expect(wrongItem.statusCode).toBe(400);
    expect(Object.keys(wrongItem.json().errors)).toEqual(['confirmedPackageCounts.0.lineItemId']);
    expect(await statusOf(s.id)).toBe(ShipmentStatus.AtStop);
  });
});

describe('preload', () => {
  it("records a pickup's preload once, with 'Stop preload recorded'", async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
    const response = await dispatch.request('POST', portal(s.id, s.stopIds[0], 'preload'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Stop preload recorded', messageCode: 'shipment.stopPreloadRecorded', messageParams: {} });
    const stop = await t.db.selectFrom('shipment_stops').select('preload_recorded_at').where('id', '=', s.stopIds[0]).executeTakeFirstOrThrow();
    expect(stop.preload_recorded_at).not.toBeNull();
    expect((await activityOf(t.db, s.id)).map((a) => [a.kind, a.user_id])).toEqual([['Preload', dispatch.userId]]);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[0], 'preload')), /already recorded/i);
    expectConflict(await dispatch.request('POST', portal(s.id, s.stopIds[1], 'preload')), /only pickups can be preloaded/i);
  });
});

describe('needs updates', () => {
  it('a Booked shipment past its pickup window with no arrival needs an update (list, detail and total_count); after the arrival it does not', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked, stops: overduePickupStops() });
    const count = async () => {
      const response = await dispatch.request('GET', '/trucks/api/v2/shipments/total_count?needsUpdates=true');
      expect(response.statusCode).toBe(200);
      return response.json().totalCount as number;
    };
    const inList = async () => {
      const response = await dispatch.request('GET', `/trucks/api/v2/shipments?needsUpdates=true&query=${s.number}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.map((r: { id: number }) => r.id).includes(s.id);
    };
    const booking = async () => {
      const response = await dispatch.request('GET', `/portal/api/shipments/bookings?view=booking&query=${s.number}`);
      return response.json().data.map((r: { id: number }) => r.id).includes(s.id);
    };

    const before = await count();
    expect(await inList()).toBe(true);
    expect(await booking()).toBe(true);
    const detail = await dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}`);
    expect(detail.json().needsUpdate).toBe(true);

    expect((await dispatch.request('POST', portal(s.id, s.stopIds[0], 'arrival'), {})).statusCode).toBe(200);
    expect(await count()).toBe(before - 1);
    expect(await inList()).toBe(false);
    expect(await booking()).toBe(false);
    expect((await dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}`)).json().needsUpdate).toBe(false);
    // Without the needsUpdates filter it is still listed.
    const all = await dispatch.request('GET', `/trucks/api/v2/shipments?query=${s.number}`);
    expect(all.json().data.map((r: { id: number; needsUpdate: boolean }) => [r.id, r.needsUpdate])).toEqual([[s.id, false]]);
  });

  it('a shipment sitting At Stop for more than a day needs an update', async () => {
    const now = Date.now();
    const s = await createShipment(t.db, {
      carrierId: blueRidge,
      customerId: heartland,
      status: ShipmentStatus.AtStop,
      stops: [
        { type: 'Pickup', ...PLACES.roanoke, early: new Date(now - 2 * DAY), late: new Date(now - 2 * DAY + 2 * HOUR) },
        { type: 'Dropoff', ...PLACES.charlotte, early: new Date(now + DAY) },
      ],
      stopTimes: [{ arrivedAt: new Date(now - 30 * HOUR) }],
    });
    const list = await dispatch.request('GET', `/trucks/api/v2/shipments?needsUpdates=true&query=${s.number}`);
    expect(list.json().totalCount).toBe(1);
    expect((await dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}`)).json().needsUpdate).toBe(true);
  });
});
