import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, type TestApp } from '../helper';
import { BLUE_RIDGE, clientFor, companyId, createCarrierWithUser, createLoad, createTender, DAY, PLACES, USERS, type Client } from './freight-fixtures';

/**
 * Every answer that shows a load's or a truck's times names the IANA zone they are read in, so the
 * web writes "8:00 am MST" for a pickup in El Paso rather than the viewer's clock.
 */

let t: TestApp;
let blueRidge: Client;
let blueRidgeId: number;

// El Paso keeps Mountain time although Texas is mostly Central: the stop's zone must win over the state's.
const EL_PASO = { city: 'El Paso', state: 'TX', postalCode: '79901', latitude: 31.7587, longitude: -106.4869, ianaTimezone: 'America/Denver' } as const;

beforeAll(async () => {
  t = await buildTestApp();
  blueRidge = await clientFor(t.app, USERS.blueRidge);
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});

afterAll(async () => {
  await t?.close();
});

interface Zoned {
  city: string;
  ianaTimezone: string;
}

describe('time zones in load board answers', () => {
  it('names the first and last stop zones on board rows and the load detail', async () => {
    const load = await createLoad(t.db, { origin: EL_PASO, destination: PLACES.atlanta });
    const rows = (await blueRidge.get('/portal/api/available-shipments?originPostalCode=79901&originRadius=25&pageSize=100')).json().data as { shipmentNumber: string; origin: Zoned; destination: Zoned }[];
    const row = rows.find((r) => r.shipmentNumber === load.number);
    expect(row?.origin).toMatchObject({ city: 'El Paso', ianaTimezone: 'America/Denver' });
    expect(row?.destination).toMatchObject({ city: 'Atlanta', ianaTimezone: 'America/New_York' });

    const detail = (await blueRidge.get(`/portal/api/available-shipments/${load.number}`)).json();
    expect(detail.origin.ianaTimezone).toBe('America/Denver');
    expect(detail.destination.ianaTimezone).toBe('America/New_York');
    expect(detail.stops.map((s: { ianaTimezone: string }) => s.ianaTimezone)).toEqual(['America/Denver', 'America/New_York']);
  });

  it("falls back to the state's zone for a load without stops on file", async () => {
    const load = await createLoad(t.db, { origin: PLACES.memphis, destination: PLACES.atlanta });
    await t.db.deleteFrom('shipment_stops').where('shipment_id', '=', load.id).execute();
    const detail = (await blueRidge.get(`/portal/api/available-shipments/${load.number}`)).json();
    expect(detail.origin.ianaTimezone).toBe('America/Chicago');
    expect(detail.destination.ianaTimezone).toBe('America/New_York');
  });

  it('names the delivery zone of a reload base and the zones of its reloads', async () => {
    const base = await createLoad(t.db, { origin: PLACES.atlanta, destination: EL_PASO, carrierId: blueRidgeId, status: ShipmentStatus.Dispatched });
    const next = await createLoad(t.db, { origin: EL_PASO, destination: PLACES.dallas, pickupEarly: new Date(Date.now() + 3 * DAY) });
    const answer = (await blueRidge.get(`/portal/api/reloads?shipmentNumberOrId=${base.number}&pageSize=100`)).json();
    expect(answer.shipment.destination).toMatchObject({ city: 'El Paso', ianaTimezone: 'America/Denver' });
    const reload = (answer.data as { shipmentNumber: string; origin: Zoned; destination: Zoned }[]).find((r) => r.shipmentNumber === next.number);
    expect(reload?.origin.ianaTimezone).toBe('America/Denver');
    expect(reload?.destination.ianaTimezone).toBe('America/Chicago');
  });

  it('names the zones of a tendered load in the tender list and the tender', async () => {
    const load = await createLoad(t.db, { origin: EL_PASO, destination: PLACES.atlanta, status: ShipmentStatus.Tendering });
    const tenderId = await createTender(t.db, { shipmentId: load.id, carrierId: blueRidgeId });
    const tender = (await blueRidge.get(`/portal/api/tenders/${tenderId}`)).json().data;
    expect(tender.origin).toMatchObject({ city: 'El Paso', ianaTimezone: 'America/Denver' });
    expect(tender.destination).toMatchObject({ city: 'Atlanta', ianaTimezone: 'America/New_York' });
    const list = (await blueRidge.get('/portal/api/tenders?pageSize=100')).json().data as { id: number; origin: Zoned }[];
    expect(list.find((row) => row.id === tenderId)?.origin.ianaTimezone).toBe('America/Denver');
  });
});

describe('time zones of live equipment', () => {
  it("reads a truck's window in its postal code's zone, else its state's", async () => {
    const carrier = await createCarrierWithUser(t.db);
    const client = await clientFor(t.app, carrier.email);
    const window = { availableFrom: new Date().toISOString(), availableTo: new Date(Date.now() + 2 * DAY).toISOString(), equipmentMode: 'Dry', desiredDestinations: [] };
    const elPaso = await client.send('POST', '/portal/api/live-equipment', { ...window, postalCode: '79901' });
    expect(elPaso.statusCode).toBe(201);
    expect(elPaso.json().data.location).toMatchObject({ city: 'El Paso', state: 'TX', ianaTimezone: 'America/Denver' });

    const chicago = (await client.send('POST', '/portal/api/live-equipment', { ...window, city: 'Chicago', state: 'IL' })).json().data;
    expect(chicago.location.ianaTimezone).toBe('America/Chicago');

    const listed = (await client.get('/portal/api/live-equipment?pageSize=100')).json().data as { id: number; location: Zoned }[];
    expect(Object.fromEntries(listed.map((row) => [row.location.city, row.location.ianaTimezone]))).toEqual({ 'El Paso': 'America/Denver', Chicago: 'America/Chicago' });
    const matches = (await client.get(`/portal/api/live-equipment/${elPaso.json().data.id}/lane-matches`)).json();
    expect(matches.liveEquipment.location.ianaTimezone).toBe('America/Denver');
  });
});
