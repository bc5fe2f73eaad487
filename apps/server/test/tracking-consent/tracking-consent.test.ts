import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEMO, testAppForFile } from '../helper';
import { APEX, BLUE_RIDGE, companyId, createShipment, HOUR, LONE_STAR_DISPATCH, PLACES, signInActor, type Actor, type CreatedShipment } from '../shipments/fixtures';

const t = testAppForFile({ carrier: DEMO.dispatcher, broker: DEMO.broker, brokerage: DEMO.ops, otherCarrier: LONE_STAR_DISPATCH, driver: DEMO.driver }, signInActor);

/** A Blue Ridge load for Apex, in transit near Greenville with one ELD position ping and a departure. */
async function loadInTransit(status: number = ShipmentStatus.InTransit): Promise<CreatedShipment> {
  const s = await createShipment(t.db, { carrierId: await companyId(t.db, BLUE_RIDGE), customerId: await companyId(t.db, APEX), status });
  const at = new Date(Date.now() - HOUR);
  const where = PLACES.greenville;
  await t.db.updateTable('shipments').set({ last_latitude: where.latitude, last_longitude: where.longitude, last_location_at: at }).where('id', '=', s.id).execute();
  await t.db
    .insertInto('shipment_activity')
    .values([
      { shipment_id: s.id, kind: 'Departure', description: 'Departed Shenandoah Mill', time_stamp: new Date(at.getTime() - HOUR), latitude: PLACES.roanoke.latitude, longitude: PLACES.roanoke.longitude, source: 'Manual' },
      { shipment_id: s.id, kind: 'Position', description: 'ELD position of truck 101: Greenville, SC', time_stamp: at, latitude: where.latitude, longitude: where.longitude, source: 'ELD' },
    ])
    .execute();
  return s;
}

const view = (who: Actor, s: CreatedShipment) => who.request('GET', `/portal/api/shipments/by-number/${s.number}`);
const activity = (who: Actor, s: CreatedShipment) => who.request('GET', `/portal/api/shipments/${s.id}/tracking-activities?page=1&pageSize=50`);
const latest = (who: Actor, s: CreatedShipment) => who.request('GET', `/trucks/api/v2/shipments/${s.id}/latest_activity`);
const setLevel = (who: Actor, s: CreatedShipment, level: unknown) => who.request('PUT', `/portal/api/shipments/${s.id}/tracking-consent`, { level });

describe('tracking consent: what the broker sees', () => {
  it('Live position (the default): the broker sees the last known position, the ETA and the position pings', async () => {
    const s = await loadInTransit();
    const body = (await view(t.broker, s)).json();
    expect(body.trackingConsent).toMatchObject({ level: 'LivePosition', position: true, eta: true, isCarrier: false, note: 'The carrier shares the live position' });
    expect(body.lastKnownLocation).toMatchObject({ latitude: PLACES.greenville.latitude, longitude: PLACES.greenville.longitude });
    expect(Date.parse(body.nextStopEta)).toBeGreaterThan(Date.now() - HOUR);
    const kinds = (await activity(t.broker, s)).json().data.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('Position');
    expect((await latest(t.broker, s)).json().kind).toBe('Position');
  });

  it('ETA only: no coordinates and no pings, but the next stop ETA', async () => {
    const s = await loadInTransit();
    expect((await setLevel(t.carrier, s, 'EtaOnly')).statusCode).toBe(200);
    const body = (await view(t.broker, s)).json();
    expect(body.trackingConsent).toMatchObject({ level: 'EtaOnly', position: false, eta: true, note: 'The carrier shares the ETA only' });
    expect(body.lastKnownLocation).toBeNull();
    expect(typeof body.nextStopEta).toBe('string');
    const answer = (await activity(t.broker, s)).json();
    expect(answer.data.map((a: { kind: string }) => a.kind)).not.toContain('Position');
    expect(answer.totalCount).toBe(answer.data.length);
    expect(answer.data.every((a: { latitude: number | null; longitude: number | null }) => a.latitude === null && a.longitude === null)).toBe(true);
    expect((await latest(t.broker, s)).json().kind).not.toBe('Position');
  });

  it('Milestones only: stop arrivals and departures, no position and no ETA, for the broker', async () => {
    const s = await loadInTransit();
    const answer = await setLevel(t.carrier, s, 'MilestonesOnly');
    expect(answer.json()).toMatchObject({ level: 'MilestonesOnly', isCarrier: true, note: 'The carrier shares milestones only' });
    for (const viewer of [t.broker]) {
      const response = await view(viewer, s);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.trackingConsent).toMatchObject({ level: 'MilestonesOnly', position: false, eta: false, note: 'The carrier shares milestones only' });
      expect(body.lastKnownLocation).toBeNull();
      expect(body.nextStopEta).toBeNull();
      const kinds = (await activity(viewer, s)).json().data.map((a: { kind: string }) => a.kind);
      expect(kinds).toContain('Departure');
      expect(kinds).not.toContain('Position');
    }
  });

  it('the carrier (and its driver) still see everything whatever the level', async () => {
    const s = await loadInTransit();
    await setLevel(t.carrier, s, 'MilestonesOnly');
    const body = (await view(t.carrier, s)).json();
    expect(body.lastKnownLocation).not.toBeNull();
    expect(body.trackingConsent).toMatchObject({ level: 'MilestonesOnly', position: true, eta: true, isCarrier: true });
    expect((await activity(t.carrier, s)).json().data.map((a: { kind: string }) => a.kind)).toContain('Position');
  });

  it('live sharing ends at delivery', async () => {
    const s = await loadInTransit(ShipmentStatus.Delivered);
    const body = (await view(t.broker, s)).json();
    expect(body.trackingConsent).toMatchObject({ level: 'LivePosition', position: false, note: 'Live position sharing ended at delivery' });
    expect(body.lastKnownLocation).toBeNull();
    expect((await activity(t.broker, s)).json().data.map((a: { kind: string }) => a.kind)).not.toContain('Position');
    expect((await view(t.carrier, s)).json().lastKnownLocation).not.toBeNull();
  });
});

describe('tracking consent: who sets it', () => {
  it('the carrier sets it; the change is recorded in the activity', async () => {
    const s = await loadInTransit();
    const response = await setLevel(t.carrier, s, 'EtaOnly');
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('shipments').select('tracking_consent').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.tracking_consent).toBe('EtaOnly');
    const kinds = (await activity(t.carrier, s)).json().data.map((a: { kind: string; description: string }) => `${a.kind}: ${a.description}`);
    expect(kinds).toContain('TrackingConsent: Tracking shared with the broker: ETA only');
  });

  it('another carrier gets 404, the broker and the brokerage 403, the driver 403, bad input 400', async () => {
    const s = await loadInTransit();
    expect((await setLevel(t.otherCarrier, s, 'MilestonesOnly')).statusCode).toBe(404);
    expect((await setLevel(t.broker, s, 'MilestonesOnly')).statusCode).toBe(403);
    expect((await setLevel(t.brokerage, s, 'MilestonesOnly')).statusCode).toBe(403);
    expect([403, 404]).toContain((await setLevel(t.driver, s, 'MilestonesOnly')).statusCode);
    expect((await setLevel(t.carrier, s, 'Everything')).statusCode).toBe(400);
    const row = await t.db.selectFrom('shipments').select('tracking_consent').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.tracking_consent).toBe('LivePosition');
  });
});
