import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { maintainPositions } from '../../src/modules/positions/position-maintenance';
import { findDevicePoints, findPartitionDays } from '../../src/modules/positions/positions.repository';
import { authHeaders, DEMO, testAppForFile, type TestSession } from '../helper';

const t = testAppForFile({ carrier: DEMO.carrierAdmin, broker: DEMO.broker });

const send = (session: TestSession, payload: object) =>
  t.app.inject({ method: 'POST', url: '/carrier/api/v2/positions', headers: authHeaders(session, { carrierApi: true }), payload });

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** A moving load of the carrier on a truck of its own, whose pickup is not yet reached, and its first stop. */
async function movingLoad(skip = 0) {
  const load = await t.db
    .selectFrom('shipments')
    .select(['id', 'shipment_number', 'truck_number', 'last_location_at'])
    .where('carrier_id', '=', t.carrier.user.companyId)
    .where('status', 'in', [ShipmentStatus.Booked, ShipmentStatus.Dispatched])
    .where('truck_number', 'is not', null)
    .orderBy('id')
    .offset(skip)
    .executeTakeFirstOrThrow();
  // A truck of its own (the seed queues several loads on one truck) and no last position, so the
  // test's points are newer than anything the seed gave it.
  const truck = `TEST-${load.id}`;
  await t.db.updateTable('shipments').set({ truck_number: truck, last_location_at: null, last_latitude: null, last_longitude: null }).where('id', '=', load.id).execute();
  const stop = await t.db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', load.id).orderBy('stop_number').executeTakeFirstOrThrow();
  return { load: { ...load, truck_number: truck }, stop };
}

const shipmentRow = (id: number) => t.db.selectFrom('shipments').select(['last_latitude', 'last_longitude', 'last_location_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /carrier/api/v2/positions', () => {
  it("stores a truck's points once and moves the load it carries to the newest; a resent batch changes nothing", async () => {
    const { load } = await movingLoad();
    const device = load.truck_number!;
    const batch = {
      positions: [
        { deviceId: device, recordedAt: ago(6), latitude: 41.1, longitude: -87.1, speedMph: 52 },
        { deviceId: device, recordedAt: ago(2), latitude: 41.2, longitude: -87.2, speedMph: 55 },
        { deviceId: device, recordedAt: ago(4), latitude: 41.15, longitude: -87.15 },
      ],
    };
    const first = await send(t.carrier, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ accepted: 3, duplicates: 0, rejected: [], shipmentsUpdated: 1 });
    expect(await shipmentRow(load.id)).toMatchObject({ last_latitude: 41.2, last_longitude: -87.2 });

    const again = await send(t.carrier, batch);
    expect(again.json().data).toEqual({ accepted: 0, duplicates: 3, rejected: [], shipmentsUpdated: 0 });
    const stored = await findDevicePoints(t.db, t.carrier.user.companyId, device, new Date(Date.now() - 10 * MINUTE), new Date());
    expect(stored.map((p) => p.latitude)).toEqual([41.1, 41.15, 41.2]);
    expect(stored.every((p) => p.shipment_id === load.id)).toBe(true);
  });

  it('never moves a load back in time', async () => {
    const { load } = await movingLoad(1);
    await send(t.carrier, { positions: [{ deviceId: 'PHONE-1', shipmentNumber: load.shipment_number, recordedAt: ago(1), latitude: 35, longitude: -90 }] });
    const older = await send(t.carrier, { positions: [{ deviceId: 'PHONE-1', shipmentNumber: load.shipment_number, recordedAt: ago(30), latitude: 36, longitude: -91 }] });
    expect(older.json().data).toMatchObject({ accepted: 1, shipmentsUpdated: 0 });
    expect(await shipmentRow(load.id)).toMatchObject({ last_latitude: 35, last_longitude: -90 });
  });

  it('rejects, point by point, a load that is not a moving load of the company and a time outside what is kept', async () => {
    const other = await t.db
      .selectFrom('shipments')
      .select('shipment_number')
      .where('status', 'in', [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit])
      .where('carrier_id', '!=', t.carrier.user.companyId)
      .executeTakeFirstOrThrow();
    const { load } = await movingLoad(2);
    const answer = await send(t.carrier, {
      source: 'Phone',
      positions: [
        { deviceId: 'PHONE-2', shipmentNumber: other.shipment_number, recordedAt: ago(3), latitude: 40, longitude: -80 },
        { deviceId: 'PHONE-2', shipmentNumber: load.shipment_number, recordedAt: ago(2), latitude: 40.5, longitude: -80.5 },
        { deviceId: 'PHONE-2', shipmentNumber: load.shipment_number, recordedAt: new Date(Date.now() + 60 * MINUTE).toISOString(), latitude: 40, longitude: -80 },
        { deviceId: 'PHONE-2', shipmentNumber: load.shipment_number, recordedAt: new Date(Date.now() - 400 * 86_400_000).toISOString(), latitude: 40, longitude: -80 },
        { deviceId: 'PHONE-2', shipmentNumber: load.shipment_number, recordedAt: ago(2), latitude: 40.6, longitude: -80.6 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { accepted: number; rejected: { index: number; reason: string }[] };
    expect(data.accepted).toBe(1);
    expect(data.rejected.map((r) => r.index)).toEqual([0, 2, 3, 4]);
    expect(data.rejected[0].reason).toMatch(/Not a moving load of your company/);
    expect(data.rejected[1].reason).toMatch(/future/);
    expect(data.rejected[2].reason).toMatch(/older than/);
    expect(data.rejected[3].reason).toMatch(/twice/);
    expect(await shipmentRow(load.id)).toMatchObject({ last_latitude: 40.5 });
    const activity = await t.db.selectFrom('shipment_activity').select(['description', 'source']).where('shipment_id', '=', load.id).where('kind', '=', 'Position').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ source: 'DriverLink', description: expect.stringContaining("Driver's phone position") });
  });

  it("proposes the arrival when a truck's point enters the first stop's geofence", async () => {
    const { load, stop } = await movingLoad(3);
    const answer = await send(t.carrier, { positions: [{ deviceId: load.truck_number!, recordedAt: ago(1), latitude: stop.latitude, longitude: stop.longitude }] });
    expect(answer.json().data).toMatchObject({ accepted: 1, shipmentsUpdated: 1 });
    const proposal = await t.db.selectFrom('stop_event_proposals').selectAll().where('shipment_id', '=', load.id).where('stop_id', '=', stop.id).executeTakeFirst();
    expect(proposal).toMatchObject({ kind: 'Arrival', status: 'Proposed' });
  });

  it('refuses brokers, and bad batches with a 400 naming the field', async () => {
    const broker = await send(t.broker, { positions: [{ deviceId: 'X', recordedAt: ago(1), latitude: 1, longitude: 1 }] });
    expect(broker.statusCode).toBe(403);
    for (const payload of [
      { positions: [] },
      { positions: [{ deviceId: 'X', recordedAt: ago(1), latitude: 91, longitude: 1 }] },
      { positions: [{ deviceId: 'X', recordedAt: 'yesterday', latitude: 1, longitude: 1 }] },
      { positions: Array.from({ length: 501 }, () => ({ deviceId: 'X', recordedAt: ago(1), latitude: 1, longitude: 1 })) },
      { source: 'Fax', positions: [{ deviceId: 'X', recordedAt: ago(1), latitude: 1, longitude: 1 }] },
    ]) {
      const answer = await send(t.carrier, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().errors).toBeDefined();
    }
  });

  it('takes a company key with shipments:write, not one that only reads', async () => {
    const make = async (scopes: string[]) =>
      (await t.app.inject({ method: 'POST', url: '/portal/api/api-keys', headers: authHeaders(t.carrier), payload: { name: `ELD ${scopes[0]}`, scopes } })).json().data.secret as string;
    const writer = await make(['shipments:write']);
    const reader = await make(['shipments:read']);
    const payload = { positions: [{ deviceId: 'ELD-KEY', recordedAt: ago(1), latitude: 30, longitude: -95 }] };
    const ok = await t.app.inject({ method: 'POST', url: '/carrier/api/v2/positions', headers: { 'x-api-key': writer }, payload });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.accepted).toBe(1);
    const refused = await t.app.inject({ method: 'POST', url: '/carrier/api/v2/positions', headers: { 'x-api-key': reader }, payload });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the upkeep of positions', () => {
  it('makes the coming days, thins a day once it is over to one point per device and 10 minutes, and drops days past the retention', async () => {
    const base = Date.now() - 40 * MINUTE;
    const positions = Array.from({ length: 12 }, (_, i) => ({ deviceId: 'THIN-1', recordedAt: new Date(base + i * 2 * MINUTE).toISOString(), latitude: 33 + i / 100, longitude: -97 }));
    expect((await send(t.carrier, { positions })).json().data.accepted).toBe(12);
    const window = [new Date(base - MINUTE), new Date(base + 30 * MINUTE)] as const;

    const later = new Date(Date.now() + 2 * 86_400_000);
    const result = await maintainPositions(t.db, later, 90);
    expect(result.thinnedDays).toBeGreaterThanOrEqual(1);
    const days = (await findPartitionDays(t.db)).map((d) => d.toISOString().slice(0, 10));
    expect(days).toContain(new Date(later.getTime() + 2 * 86_400_000).toISOString().slice(0, 10));
    const kept = await findDevicePoints(t.db, t.carrier.user.companyId, 'THIN-1', ...window);
    // 12 points two minutes apart over 24 minutes fall in three or four 10-minute buckets.
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect((await maintainPositions(t.db, later, 90)).pointsThinned).toBe(0);

    const muchLater = new Date(Date.now() + 10 * 86_400_000);
    expect((await maintainPositions(t.db, muchLater, 2)).droppedDays).toBeGreaterThanOrEqual(1);
    expect(await findDevicePoints(t.db, t.carrier.user.companyId, 'THIN-1', ...window)).toEqual([]);
  });

  it("gives a truck's point to the load it hauls now, not to the loads queued behind it", async () => {
    const { load: hauled } = await movingLoad(4);
    const { load: queued } = await movingLoad(5);
    await t.db.updateTable('shipments').set({ truck_number: hauled.truck_number, status: ShipmentStatus.Booked }).where('id', '=', queued.id).execute();
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.InTransit }).where('id', '=', hauled.id).execute();
    const answer = await send(t.carrier, { positions: [{ deviceId: hauled.truck_number, recordedAt: ago(1), latitude: 39, longitude: -100 }] });
    expect(answer.json().data).toMatchObject({ accepted: 1, shipmentsUpdated: 1 });
    expect(await shipmentRow(hauled.id)).toMatchObject({ last_latitude: 39 });
    expect(await shipmentRow(queued.id)).toMatchObject({ last_latitude: null });
  });
});
