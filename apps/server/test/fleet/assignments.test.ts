import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, BLUE_RIDGE, companyId, createShipment, DAY, HEARTLAND, LONE_STAR, type Actor } from '../shipments/fixtures';

let t: TestApp;
let dispatch: Actor;
let blueRidge: number;
let heartland: number;
let loneStar: number;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  heartland = await companyId(t.db, HEARTLAND);
  loneStar = await companyId(t.db, LONE_STAR);
});
afterAll(async () => t?.close());

const booked = () => createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });
const firstUnit = (company: number, kind: 'PowerUnit' | 'Trailer') =>
  t.db.selectFrom('equipment').select(['id', 'unit_number']).where('company_id', '=', company).where('kind', '=', kind).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
const firstDriver = (company: number) => t.db.selectFrom('drivers').select('id').where('company_id', '=', company).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();

describe('assigning drivers and units to a shipment', () => {
  it("assigns the carrier's own driver, truck and trailer picked by id", async () => {
    const s = await booked();
    const [truck, trailer, driver] = await Promise.all([firstUnit(blueRidge, 'PowerUnit'), firstUnit(blueRidge, 'Trailer'), firstDriver(blueRidge)]);
    const drivers = await dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [driver.id] });
    expect(drivers.statusCode).toBe(200);
    expect(drivers.json().data.map((d: { id: number }) => d.id)).toEqual([driver.id]);
    const units = await dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckId: truck.id, trailerId: trailer.id });
    expect(units.statusCode).toBe(200);
    expect(units.json()).toMatchObject({ truckNumber: truck.unit_number, trailerNumber: trailer.unit_number, truck: { id: truck.id }, trailer: { id: trailer.id } });
    // The truck now carries an active load: retiring it is refused.
    expect((await dispatch.request('POST', `/portal/api/equipment/${truck.id}/retire`)).statusCode).toBe(409);
    const mismatch = await dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckId: truck.id, truckNumber: 'OTHER-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toHaveProperty('truckNumber');
  });

  it("refuses another company's driver, truck or trailer as missing (404) and changes nothing", async () => {
    const s = await booked();
    const [truck, trailer, driver] = await Promise.all([firstUnit(loneStar, 'PowerUnit'), firstUnit(loneStar, 'Trailer'), firstDriver(loneStar)]);
    expect((await dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [driver.id] })).statusCode).toBe(404);
    expect((await dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckId: truck.id })).statusCode).toBe(404);
    expect((await dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { trailerId: trailer.id })).statusCode).toBe(404);
    // A unit of the wrong kind is not a truck either.
    const ownTrailer = await firstUnit(blueRidge, 'Trailer');
    expect((await dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckId: ownTrailer.id })).statusCode).toBe(404);
    const row = await t.db.selectFrom('shipments').select(['truck_number', 'trailer_number', 'status']).where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ truck_number: null, trailer_number: null, status: ShipmentStatus.Booked });
    expect(await t.db.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', s.id).execute()).toEqual([]);
  });

  it('refuses an inactive driver of the carrier (409)', async () => {
    const s = await booked();
    const driver = (await dispatch.request('POST', '/portal/api/drivers', { firstName: 'Idle', lastName: 'Driver' })).json().data;
    await dispatch.request('POST', `/portal/api/drivers/${driver.id}/deactivate`);
    const response = await dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [driver.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Inactive drivers cannot be assigned: Idle Driver');
  });
});

describe('appointments against dock hours', () => {
  it('warns, without refusing, when the appointment is outside the dock hours of the stop location', async () => {
    const s = await booked();
    const location = await t.db
      .insertInto('locations')
      .values({ company_id: heartland, name: 'Shenandoah Mill', address_line1: '1 Mill Rd', city: 'Roanoke', province: 'VA', postal_code: '24011', iana_timezone: 'America/New_York' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('dock_hours')
      .values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ location_id: location.id, stop_type: 'Shipping', day_of_week: day, is_closed: false, is_twenty_four_hour: false, start_time: '08:00', end_time: '17:00' })))
      .execute();
    await t.db.updateTable('shipment_stops').set({ location_id: location.id }).where('id', '=', s.stopIds[0]).execute();
    const stop = await t.db.selectFrom('shipment_stops').select(['early', 'late']).where('id', '=', s.stopIds[0]).executeTakeFirstOrThrow();

    // 07:30 UTC is 02:30 or 03:30 in Roanoke (EST or EDT): outside 08:00-17:00 whatever the season.
    const night = new Date(Date.UTC(stop.early.getUTCFullYear(), stop.early.getUTCMonth(), stop.early.getUTCDate() + 1, 7, 30));
    const outside = await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: night.toISOString() });
    expect(outside.statusCode).toBe(200);
    expect(outside.json().warnings).toContainEqual(expect.stringMatching(/^The appointment is outside the dock hours of Shenandoah Mill \(\w+day: open 08:00-17:00\)$/));
    expect(outside.json().data[0].appointment).toBe(night.toISOString());

    // Inside the window (which the fixture puts within the day) and 15:00 UTC = 10:00 or 11:00 local: no dock warning.
    const day = new Date(Date.UTC(stop.early.getUTCFullYear(), stop.early.getUTCMonth(), stop.early.getUTCDate() + 1, 15, 0));
    const inside = await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: day.toISOString() });
    expect(inside.json().warnings.filter((w: string) => w.includes('dock hours'))).toEqual([]);

    const inWindow = new Date((stop.early.getTime() + (stop.late ?? stop.early).getTime()) / 2);
    const windowed = await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: inWindow.toISOString() });
    expect(windowed.json().warnings.filter((w: string) => w.includes("stop's window"))).toEqual([]);
    const late = new Date(stop.early.getTime() + 5 * DAY);
    const outOfWindow = await dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: late.toISOString() });
    expect(outOfWindow.json().warnings).toContainEqual(expect.stringMatching(/^The appointment is outside the stop's window/));
  });
});
