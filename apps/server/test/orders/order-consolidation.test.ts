import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '@portal/domain/orders/order-schemas';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';
import { createOrder, secondBroker, threeStopOrder } from './fixtures';

let t: TestApp;
let broker: TestSession;
let otherBroker: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  broker = await login(t.app, DEMO.broker);
  otherBroker = await login(t.app, (await secondBroker(t.db)).email);
});
afterAll(async () => t?.close());

const as = (session: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: authHeaders(session), ...(payload ? { payload } : {}) });

/** A Nashville pickup and a Dallas drop of this many pallets and pounds, the pickup `hour` o'clock. */
function lane(pallets: number, weight: number, hour = 8): OrderCreateBody {
  const body = threeStopOrder({ submit: true, hazmatEmergencyContactInfo: '', referenceNumbers: [{ label: 'PO', value: `PO-${pallets}-${weight}`, typeId: 1 }] });
  const pickup = body.stops[1];
  return {
    ...body,
    stops: [
      { ...pickup, earlyDateTime: String(pickup.earlyDateTime).replace('T08:', `T${String(hour).padStart(2, '0')}:`), lineItems: [{ description: 'Paper towels', packageCount: pallets, palletCount: pallets, totalWeight: weight }] },
      body.stops[2],
    ],
  };
}

const consolidate = (session: TestSession, shipmentId: number, body: object) => as(session, 'POST', `/portal/api/shipments/${shipmentId}/consolidation`, body);

describe('consolidating orders', () => {
  it('moves three orders onto one shipment: stops, freight, voided shipments, history, and edits refused after', async () => {
    const anchor = await createOrder(t, broker, lane(10, 10_000, 9));
    const second = await createOrder(t, broker, lane(10, 12_000, 7));
    const third = await createOrder(t, broker, { ...lane(5, 5_000, 8), submit: false });
    const listed = await as(broker, 'GET', `/portal/api/shipments/${anchor.shipment.id}/consolidatable-orders`);
    const candidates = listed.json().data.map((o: { orderNumber: string }) => o.orderNumber);
    expect(candidates).toEqual(expect.arrayContaining([second.orderNumber, third.orderNumber]));

    const response = await consolidate(broker, anchor.shipment.id, { orderNumbers: [second.orderNumber, third.orderNumber] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: anchor.shipment.id, orderNumbers: [anchor.orderNumber, second.orderNumber, third.orderNumber], voidedShipmentNumbers: [second.shipment.shipmentNumber, third.shipment.shipmentNumber], stopCount: 6, weight: 27_000, units: 25 },
      message: `Orders ${second.orderNumber}, ${third.orderNumber} consolidated into shipment ${anchor.shipment.shipmentNumber}`,
    });

    const stops = await t.db.selectFrom('shipment_stops').select(['stop_type', 'early']).where('shipment_id', '=', anchor.shipment.id).orderBy('stop_number').execute();
    expect(stops.map((s) => s.stop_type)).toEqual(['Pickup', 'Pickup', 'Pickup', 'Dropoff', 'Dropoff', 'Dropoff']);
    expect(stops.slice(0, 3).map((s) => s.early.getUTCHours())).toEqual([...stops.slice(0, 3).map((s) => s.early.getUTCHours())].sort((a, b) => a - b));
    const shipment = await t.db.selectFrom('shipments').select(['weight_lbs', 'reference_numbers', 'status']).where('id', '=', anchor.shipment.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ weight_lbs: 27_000, status: 1 });
    expect(shipment.reference_numbers).toEqual(expect.arrayContaining(['PO-10-10000', 'PO-10-12000', 'PO-5-5000']));

    const voided = await t.db.selectFrom('shipments').select(['id', 'status']).where('id', 'in', [second.shipment.id, third.shipment.id]).execute();
    expect(voided.map((s) => s.status)).toEqual([-1, -1]);
    const activity = await t.db.selectFrom('shipment_activity').select('description').where('shipment_id', '=', third.shipment.id).execute();
    expect(activity.map((a) => a.description).join('\n')).toContain(`voided: Consolidated into ${anchor.shipment.shipmentNumber}`);
    const anchorActivity = await t.db.selectFrom('shipment_activity').select('description').where('shipment_id', '=', anchor.shipment.id).execute();
    expect(anchorActivity.map((a) => a.description)).toContain(`Orders ${second.orderNumber}, ${third.orderNumber} consolidated into this shipment`);

    const history = await as(broker, 'GET', `/portal/api/orders/${second.orderNumber}/history`);
    expect(history.json().data[0]).toMatchObject({ action: 'Consolidated', field: 'Shipment', oldValue: second.shipment.shipmentNumber, newValue: anchor.shipment.shipmentNumber });
    const anchorHistory = await as(broker, 'GET', `/portal/api/orders/${anchor.orderNumber}/history`);
    expect(anchorHistory.json().data[0]).toMatchObject({ action: 'Consolidated', newValue: `${anchor.orderNumber}, ${second.orderNumber}, ${third.orderNumber}` });

    const member = (await as(broker, 'GET', `/portal/api/orders/${third.orderNumber}`)).json().data;
    expect(member).toMatchObject({ shipment: { id: anchor.shipment.id }, status: { value: 1 }, consolidatedOrderNumbers: [anchor.orderNumber, second.orderNumber, third.orderNumber] });
    const list = await as(broker, 'GET', `/portal/api/orders?q=${third.orderNumber}`);
    expect(list.json().data[0]).toMatchObject({ orderNumber: third.orderNumber, shipmentNumber: anchor.shipment.shipmentNumber });

    const edit = await as(broker, 'PUT', `/portal/api/orders/${third.orderNumber}`, { ...lane(5, 5_000), version: member.version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toContain(`travels on shipment ${anchor.shipment.shipmentNumber}`);
    const anchorVersion = (await as(broker, 'GET', `/portal/api/orders/${anchor.orderNumber}`)).json().data.version;
    expect((await as(broker, 'PUT', `/portal/api/orders/${anchor.orderNumber}`, { ...lane(10, 10_000), version: anchorVersion })).statusCode).toBe(409);
    expect((await as(broker, 'POST', '/portal/api/shipments', { orderNumber: third.orderNumber })).statusCode).toBe(409);
    expect((await consolidate(broker, anchor.shipment.id, { orderNumbers: [third.orderNumber] })).statusCode).toBe(409);

    const shared = await t.db.selectFrom('shipment_stops').select(['id', 'order_stop_id']).where('shipment_id', '=', anchor.shipment.id).orderBy('stop_number').execute();
    const memberStops = await t.db.selectFrom('order_stops').select('id').where('order_id', '=', member.id).execute();
    const memberStop = shared.find((s) => memberStops.some((m) => m.id === s.order_stop_id))!;
    const times = await as(broker, 'PUT', `/portal/api/shipments/${anchor.shipment.id}/stops`, { stops: [{ shipmentStopId: memberStop.id, earlyDateTime: '2030-06-01T15:00:00Z' }] });
    expect(times.statusCode).toBe(200);
    const written = await t.db.selectFrom('order_stops').select('early_date_time').where('id', '=', memberStop.order_stop_id!).executeTakeFirstOrThrow();
    expect(written.early_date_time?.toISOString()).toBe('2030-06-01T15:00:00.000Z');
    const after = await as(broker, 'GET', `/portal/api/shipments/${anchor.shipment.id}/consolidatable-orders`);
    expect(after.json().shipment).toEqual({ weight: 27_000, units: 25 });
  });

  it('refuses over the limits (naming the order), another company (404), booked loads (409) and bad input (400), leaving nothing behind', async () => {
    const anchor = await createOrder(t, broker, lane(20, 30_000));
    const fits = await createOrder(t, broker, lane(10, 10_000));
    const heavy = await createOrder(t, broker, lane(10, 10_000));
    const over = await consolidate(broker, anchor.shipment.id, { orderNumbers: [fits.orderNumber, heavy.orderNumber] });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(`With order ${heavy.orderNumber} the weight would be 50000 lb, over the 45000 lb limit`);
    const raised = await consolidate(broker, anchor.shipment.id, { orderNumbers: [fits.orderNumber, heavy.orderNumber], maxWeight: 60_000, maxUnits: 35 });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().detail).toBe(`With order ${heavy.orderNumber} the units would be 40, over the limit of 35`);
    expect((await t.db.selectFrom('consolidated_orders').select('order_id').where('shipment_id', '=', anchor.shipment.id).execute()).length).toBe(0);

    const theirs = await createOrder(t, otherBroker, lane(1, 100));
    expect((await consolidate(broker, anchor.shipment.id, { orderNumbers: [theirs.orderNumber] })).statusCode).toBe(404);
    expect((await consolidate(otherBroker, anchor.shipment.id, { orderNumbers: [theirs.orderNumber] })).statusCode).toBe(404);

    await t.db.updateTable('shipments').set({ status: 3 }).where('id', '=', fits.shipment.id).execute();
    const booked = await consolidate(broker, anchor.shipment.id, { orderNumbers: [fits.orderNumber] });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().detail).toBe(`Order ${fits.orderNumber} cannot be consolidated: its shipment ${fits.shipment.shipmentNumber} is Booked`);
    await t.db.updateTable('shipments').set({ status: 3 }).where('id', '=', anchor.shipment.id).execute();
    expect((await consolidate(broker, anchor.shipment.id, { orderNumbers: [heavy.orderNumber] })).statusCode).toBe(409);
    await t.db.updateTable('shipments').set({ status: 1 }).where('id', '=', anchor.shipment.id).execute();

    for (const body of [{ orderNumbers: [] }, { orderNumbers: [heavy.orderNumber, heavy.orderNumber] }, { orderNumbers: Array.from({ length: 11 }, (_, i) => `ORD-${i}`) }, { orderNumbers: [anchor.orderNumber] }, { orderNumbers: ['x'.repeat(41)] }, {}]) {
      const response = await consolidate(broker, anchor.shipment.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await consolidate(broker, 999_999, { orderNumbers: [heavy.orderNumber] })).statusCode).toBe(404);
    const still = await t.db.selectFrom('shipments').select('status').where('id', '=', heavy.shipment.id).executeTakeFirstOrThrow();
    expect(still.status).toBe(1);
  });
});
