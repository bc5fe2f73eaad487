import { beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEMO, testAppForFile } from '../helper';
import { activityOf, BLUE_RIDGE, companyId, createShipment, DAY, HEARTLAND, LONE_STAR, signInActor } from './fixtures';

const t = testAppForFile({ dispatch: DEMO.dispatcher, driver: DEMO.driver, ops: DEMO.ops }, signInActor);

let blueRidge: number;
let heartland: number;
let blueRidgeDrivers: number[];
let loneStarDriver: number;
let demoDriverId: number;

beforeAll(async () => {
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  heartland = await companyId(t.db, HEARTLAND);
  const loneStar = await companyId(t.db, LONE_STAR);
  blueRidgeDrivers = (await t.db.selectFrom('drivers').select('id').where('company_id', '=', blueRidge).where('is_active', '=', true).orderBy('id').execute()).map((d) => d.id);
  loneStarDriver = (await t.db.selectFrom('drivers').select('id').where('company_id', '=', loneStar).orderBy('id').executeTakeFirstOrThrow()).id;
  demoDriverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
});

const booked = () => createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Booked });

describe('PATCH v2/shipments/{shipmentId}/shipping_pro_number', () => {
  it('stores the trimmed value and writes activity', async () => {
    const s = await booked();
    const response = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/shipping_pro_number`, { value: '  PRO-12345  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: 'PRO-12345' });
    expect((await t.dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}`)).json().shippingProNumber).toBe('PRO-12345');
    const [entry] = await activityOf(t.db, s.id);
    expect(entry).toMatchObject({ kind: 'ProNumber', user_id: t.dispatch.userId });
    expect(entry.description).toContain('PRO-12345');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'A'.repeat(31)],
    ['bad characters', 'PRO 12/3'],
    ['not text', 12345],
  ])('refuses a %s value with a 400 naming the field', async (_label, value) => {
    const s = await booked();
    const response = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/shipping_pro_number`, { value });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(Object.keys(response.json().errors)).toEqual(['value']);
    expect(await activityOf(t.db, s.id)).toHaveLength(0);
  });

  it('a missing value is a 400 naming the field', async () => {
    const s = await booked();
    const response = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/shipping_pro_number`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('value');
  });
});

describe('PATCH v2/shipments/{shipmentId}/stops/{stopId}/appointments', () => {
  it('sets the appointment and writes activity in the stop time zone', async () => {
    const s = await booked();
    const stop = await t.db.selectFrom('shipment_stops').selectAll().where('id', '=', s.stopIds[0]).executeTakeFirstOrThrow();
    const appointment = new Date(stop.early.getTime() + 2 * 3600_000).toISOString();
    const response = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].appointment).toBe(appointment);
    const [entry] = await activityOf(t.db, s.id);
    expect(entry).toMatchObject({ kind: 'Appointment', stop_id: s.stopIds[0], user_id: t.dispatch.userId });
    expect(entry.description).toMatch(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm) E[SD]T/);
  });

  it.each([
    ['not a date', 'next tuesday'],
    ['no offset', '2026-01-05T10:00:00'],
    ['an impossible date', '2026-02-30T10:00:00Z'],
    ['a date far from the window', '1999-01-01T10:00:00Z'],
    ['a date years ahead', '2099-01-01T10:00:00Z'],
  ])('refuses %s with a 400 naming appointment', async (_label, appointment) => {
    const s = await booked();
    const response = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['appointment']);
  });

  it('refuses a departed stop with 409, and an unknown stop with 404', async () => {
    const s = await createShipment(t.db, {
      carrierId: blueRidge,
      customerId: heartland,
      status: ShipmentStatus.InTransit,
      stopTimes: [{ arrivedAt: new Date(Date.now() - 3 * 3600_000), departedAt: new Date(Date.now() - 2 * 3600_000) }],
    });
    const appointment = new Date(Date.now() + DAY).toISOString();
    const departed = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment });
    expect(departed.statusCode).toBe(409);
    expect(departed.json().detail).toMatch(/already departed/);
    const other = await booked();
    const foreignStop = await t.dispatch.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${other.stopIds[0]}/appointments`, { appointment });
    expect(foreignStop.statusCode).toBe(404);
  });

  it('drivers cannot change appointments (403)', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, driverIds: [demoDriverId] });
    const response = await t.driver.request('PATCH', `/trucks/api/v2/shipments/${s.id}/stops/${s.stopIds[0]}/appointments`, { appointment: new Date(Date.now() + DAY).toISOString() });
    expect(response.statusCode).toBe(403);
  });
});

describe('equipment', () => {
  it('saves and reads truck and trailer numbers on both APIs, blank clears', async () => {
    const s = await booked();
    const unit = await t.db.selectFrom('equipment').select(['unit_number']).where('company_id', '=', blueRidge).where('kind', '=', 'PowerUnit').executeTakeFirst();
    const truckNumber = unit?.unit_number ?? 'TRK-77';
    const saved = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckNumber, trailerNumber: 'TRL-9' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ truckNumber, trailerNumber: 'TRL-9', equipmentMode: 'Dry' });
    if (unit) expect(saved.json().truck.unitNumber).toBe(truckNumber);
    const trucks = await t.dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}/equipment`);
    expect(trucks.json()).toMatchObject({ truckNumber, trailerNumber: 'TRL-9' });
    const cleared = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckNumber: ' ', trailerNumber: null });
    expect(cleared.json()).toMatchObject({ truckNumber: null, trailerNumber: null });
    expect((await activityOf(t.db, s.id)).map((a) => a.kind)).toEqual(['Equipment', 'Equipment']);
    const bad = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/equipment`, { truckNumber: 'X'.repeat(40) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('truckNumber');
  });
});

describe('drivers', () => {
  it("only the carrier's own active drivers; removal on both APIs writes activity", async () => {
    const s = await booked();
    const foreign = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: [loneStarDriver] });
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.selectFrom('shipment_drivers').selectAll().where('shipment_id', '=', s.id).execute()).toHaveLength(0);

    const two = blueRidgeDrivers.slice(0, 2);
    const saved = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/drivers`, { driverIds: two });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.map((d: { id: number }) => d.id).sort()).toEqual([...two].sort());
    expect(saved.json().data[0]).toEqual(expect.objectContaining({ name: expect.any(String), firstName: expect.any(String) }));

    const trucksList = await t.dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}/drivers`);
    expect(trucksList.json().totalCount).toBe(2);

    const removed = await t.dispatch.request('DELETE', `/trucks/api/v2/shipments/${s.id}/drivers/${two[0]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((d: { id: number }) => d.id)).toEqual([two[1]]);
    const portalRemoved = await t.dispatch.request('DELETE', `/portal/api/shipments/${s.id}/drivers/${two[1]}`);
    expect(portalRemoved.json().data).toEqual([]);
    expect((await t.dispatch.request('DELETE', `/portal/api/shipments/${s.id}/drivers/${two[1]}`)).statusCode).toBe(404);

    expect((await activityOf(t.db, s.id)).map((a) => a.kind)).toEqual(['DriverAssigned', 'DriverAssigned', 'StatusChanged', 'DriverRemoved', 'DriverRemoved']);
  });
});

describe('empty location', () => {
  it('reads, validates and saves', async () => {
    const s = await booked();
    expect((await t.dispatch.request('GET', `/portal/api/shipments/${s.id}/empty-location`)).json()).toEqual({ city: null, state: null, postalCode: null, emptyAt: null });
    const emptyAt = new Date(Date.now() + 3 * DAY).toISOString();
    const saved = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/empty-location`, { city: 'Atlanta', state: 'ga', postalCode: '30303', emptyAt });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ city: 'Atlanta', state: 'GA', postalCode: '30303', emptyAt });
    const bad = await t.dispatch.request('PUT', `/portal/api/shipments/${s.id}/empty-location`, { city: 'Atlanta', state: 'Georgia', postalCode: 'ABCDE', emptyAt });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['postalCode', 'state']);
    expect((await activityOf(t.db, s.id)).map((a) => [a.kind, a.user_id])).toEqual([['EmptyLocation', t.dispatch.userId]]);
  });
});

describe('problems', () => {
  it('reports a problem (drivers may), lists it as a tracking problem and in problem_shipments', async () => {
    const s = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, driverIds: [demoDriverId] });
    const reported = await t.driver.request('POST', `/trucks/api/v2/shipments/${s.id}/problems`, { problemType: 'Breakdown', description: 'Flat tire near Charlotte' });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({ problemType: 'Breakdown', description: 'Flat tire near Charlotte', resolvedAt: null, reportedBy: { id: t.driver.userId } });
    const problems = await t.dispatch.request('GET', `/trucks/api/v2/shipments/${s.id}/tracking_problems`);
    expect(problems.json().data).toHaveLength(1);
    const list = await t.dispatch.request('GET', `/trucks/api/v2/problem_shipments?query=${s.number}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, data: [{ id: s.id }] });
    const all = await t.dispatch.request('GET', '/trucks/api/v2/problem_shipments');
    expect(all.json().data.map((r: { id: number }) => r.id)).toContain(s.id);
    expect((await activityOf(t.db, s.id)).map((a) => [a.kind, a.user_id])).toEqual([['Problem', t.driver.userId]]);
    const bad = await t.dispatch.request('POST', `/trucks/api/v2/shipments/${s.id}/problems`, { problemType: 'Aliens' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('problemType');
  });
});

describe('the shipments access rule', () => {
  it('brokerage staff, who run every load of the TMS, record an update on a carrier load (a check call) as the carrier could', async () => {
    const s = await booked();
    const response = await t.ops.request('PATCH', `/trucks/api/v2/shipments/${s.id}/shipping_pro_number`, { value: 'OPS-1' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await t.db.selectFrom('shipments').select('shipping_pro_number').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(saved.shipping_pro_number).toBe('OPS-1');
  });
});
