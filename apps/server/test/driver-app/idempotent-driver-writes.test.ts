import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { authHeaders, buildTestApp, DEMO, login, type TestApp } from '../helper';
import { base64, makePdf } from '../documents/test-files';

/**
 * A driver's phone sends what it recorded offline from its outbox, and sends it again when an answer
 * was lost: the same Idempotency-Key answers the first answer and changes nothing more. Arrival,
 * departure, problem report and document upload, on a load assigned to the demo driver.
 */
let t: TestApp;
let headers: Record<string, string>;
let load: { shipmentId: number; stopId: number; dropoffOrderStopId: number };
let otherLoad: { shipmentId: number; stopId: number };

async function nextStopOf(shipmentId: number) {
  const stops = await t.db.selectFrom('shipment_stops').select(['id', 'arrived_at', 'departed_at', 'stop_type', 'order_stop_id']).where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
  const next = stops.find((s) => s.departed_at === null);
  const dropoff = stops.find((s) => s.stop_type === 'Dropoff' && s.order_stop_id !== null);
  return next && next.arrived_at === null && dropoff ? { stopId: next.id, dropoffOrderStopId: dropoff.order_stop_id! } : undefined;
}

beforeAll(async () => {
  t = await buildTestApp();
  headers = authHeaders(await login(t.app, DEMO.driver));
  const driver = await t.db.selectFrom('users').select(['driver_id', 'company_id']).where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('shipments as s')
    .innerJoin('shipment_drivers as sd', 'sd.shipment_id', 's.id')
    .select('s.id')
    .where('sd.driver_id', '=', driver.driver_id!)
    .where('s.status', 'in', [ShipmentStatus.Dispatched, ShipmentStatus.InTransit])
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    const next = await nextStopOf(row.id);
    if (next) {
      load = { shipmentId: row.id, ...next };
      break;
    }
  }
  expect(load, 'a load of the driver with its next stop ahead').toBeDefined();
  const other = await t.db
    .selectFrom('shipments as s')
    .innerJoin('shipment_stops as st', 'st.shipment_id', 's.id')
    .select(['s.id', 'st.id as stopId'])
    .where('s.carrier_id', '=', driver.company_id)
    .where('s.status', 'in', [ShipmentStatus.Dispatched, ShipmentStatus.InTransit])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('shipment_drivers as sd').select('sd.shipment_id').whereRef('sd.shipment_id', '=', 's.id').where('sd.driver_id', '=', driver.driver_id!))))
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  otherLoad = { shipmentId: other.id, stopId: other.stopId };
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, key: string) => t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload: payload as Record<string, unknown> });

const activityCount = async (kind: string) =>
  Number(
    (await t.db.selectFrom('shipment_activity').select((eb) => eb.fn.countAll<number>().as('n')).where('shipment_id', '=', load.shipmentId).where('kind', '=', kind).where('stop_id', '=', load.stopId).executeTakeFirstOrThrow()).n,
  );

describe('the same Idempotency-Key sent twice', () => {
  it('records the arrival once and answers the retry with the first answer', async () => {
    const url = `/portal/api/shipments/${load.shipmentId}/stops/${load.stopId}/arrival`;
    const body = { arrivedAt: new Date(Date.now() - 60_000).toISOString(), confirmed: true };
    const key = randomUUID();
    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await activityCount('Arrival');
    const again = await post(url, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await activityCount('Arrival')).toBe(before);
    // Without the key the same arrival is a second arrival: refused, as before.
    expect((await t.app.inject({ method: 'POST', url, headers, payload: body })).statusCode).toBe(409);
  });

  it('records the departure once, even when the two copies arrive at the same moment', async () => {
    const url = `/portal/api/shipments/${load.shipmentId}/stops/${load.stopId}/departure`;
    const body = { departedAt: new Date().toISOString() };
    const key = randomUUID();
    const [a, b] = await Promise.all([post(url, body, key), post(url, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await activityCount('Departure')).toBe(1);
  });

  it('reports the problem once', async () => {
    const url = `/trucks/api/v2/shipments/${load.shipmentId}/problems`;
    const count = () => t.db.selectFrom('shipment_problems').select((eb) => eb.fn.countAll<number>().as('n')).where('shipment_id', '=', load.shipmentId).executeTakeFirstOrThrow();
    const before = Number((await count()).n);
    const body = { problemType: 'Breakdown', description: 'Flat tire at the yard' };
    const key = randomUUID();
    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(url, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(Number((await count()).n)).toBe(before + 1);
  });

  it('stores the uploaded document once', async () => {
    const pdf = await makePdf(1, 'Offline POD');
    const body = { name: `offline-pod-${randomUUID()}.pdf`, fileType: 1, data: base64(pdf), orderStopId: load.dropoffOrderStopId, shipmentId: load.shipmentId };
    const key = randomUUID();
    const first = await post('/portal/api/documents', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/portal/api/documents', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const stored = await t.db.selectFrom('documents').select('id').where('name', '=', body.name).where('deleted_at', 'is', null).execute();
    expect(stored).toHaveLength(1);
  });

  it('refuses the key with another request (422) and writes nothing', async () => {
    const url = `/trucks/api/v2/shipments/${load.shipmentId}/problems`;
    const key = randomUUID();
    expect((await post(url, { problemType: 'Breakdown', description: 'First' }, key)).statusCode).toBe(201);
    const changed = await post(url, { problemType: 'Breakdown', description: 'Second' }, key);
    expect(changed.statusCode).toBe(422);
    const second = await t.db.selectFrom('shipment_problems').select('id').where('shipment_id', '=', load.shipmentId).where('description', '=', 'Second').execute();
    expect(second).toHaveLength(0);
  });

  it("answers 404 for a load that is not the driver's and remembers nothing", async () => {
    const url = `/portal/api/shipments/${otherLoad.shipmentId}/stops/${otherLoad.stopId}/arrival`;
    const key = randomUUID();
    expect((await post(url, {}, key)).statusCode).toBe(404);
    expect((await post(url, {}, key)).statusCode).toBe(404);
    const remembered = await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    expect(remembered).toHaveLength(0);
  });
});
