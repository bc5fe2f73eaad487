import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { activityOf, actor, BLUE_RIDGE, companyId, createShipment, DAY, HEARTLAND, LONE_STAR, LONE_STAR_DISPATCH, type Actor, type CreatedShipment } from './fixtures';

let t: TestApp;
let blueRidgeShipment: CreatedShipment;
let loneStarShipment: CreatedShipment;
let blueRidgeDriverId: number;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const blueRidge = await companyId(t.db, BLUE_RIDGE);
  const loneStar = await companyId(t.db, LONE_STAR);
  const heartland = await companyId(t.db, HEARTLAND);
  blueRidgeDriverId = (await t.db.selectFrom('drivers').select('id').where('company_id', '=', blueRidge).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  // Booked to Blue Ridge for Heartland, with a Blue Ridge driver who is not the demo driver.
  blueRidgeShipment = await createShipment(t.db, { carrierId: blueRidge, customerId: heartland, status: ShipmentStatus.Dispatched, driverIds: [blueRidgeDriverId] });
  loneStarShipment = await createShipment(t.db, { carrierId: loneStar, customerId: heartland, status: ShipmentStatus.Booked });
  actors.otherCarrier = await actor(t.app, t.db, LONE_STAR_DISPATCH);
  actors.broker = await actor(t.app, t.db, DEMO.broker);
  actors.unassignedDriver = await actor(t.app, t.db, DEMO.driver);
  actors.blueRidge = await actor(t.app, t.db, DEMO.dispatcher);
});
afterAll(async () => t?.close());

/** Every shipment call that takes an id or number, with a valid body so only visibility can refuse it. */
function calls(s: CreatedShipment, driverId: number): [string, string, unknown?][] {
  const id = s.id;
  const stop = s.stopIds[0];
  const soon = new Date(Date.now() + DAY).toISOString();
  const trucks = '/trucks/api/v2/shipments';
  const portal = '/portal/api/shipments';
  return [
    ['GET', `${trucks}/${id}`],
    ...[
      'requirements',
      'latest_activity',
      'reloads',
      'trips',
      'drivers',
      'rate_confirmation_document',
      'equipment',
      'stops',
      'order_dropoffs',
      'billing_configuration',
      'tracking_problems',
      'order_requirements',
      'contact_details',
      'line_items',
      'tenders',
      'offers',
      'lane_matches',
    ].map((sub): [string, string] => ['GET', `${trucks}/${id}/${sub}`]),
    ['DELETE', `${trucks}/${id}/drivers/${driverId}`],
    ['POST', `${trucks}/${id}/problems`, { problemType: 'Late', description: 'x' }],
    ['PATCH', `${trucks}/${id}/stops/${stop}/appointments`, { appointment: soon }],
    ['PATCH', `${trucks}/${id}/shipping_pro_number`, { value: 'PRO-1' }],
    ['PATCH', `${trucks}/${id}/quick_closure`],
    ['GET', `${portal}/by-number/${s.number}`],
    ['GET', `${portal}/by-number/${s.number}/stops`],
    ['GET', `${portal}/${id}/tracking-activities`],
    ['GET', `${portal}/${id}/carrier-charge-details`],
    ['GET', `${portal}/${id}/booked-carrier-details`],
    ['POST', `${portal}/${id}/stops/${stop}/arrival`, {}],
    ['POST', `${portal}/${id}/stops/${stop}/departure`, { confirmedPackageCount: 1 }],
    ['POST', `${portal}/${id}/stops/${stop}/preload`],
    ['POST', `${portal}/${id}/dispatch`],
    ['GET', `${portal}/${id}/empty-location`],
    ['PUT', `${portal}/${id}/empty-location`, { city: 'Atlanta', state: 'GA', postalCode: '30303', emptyAt: soon }],
    ['GET', `${portal}/${id}/equipment`],
    ['PUT', `${portal}/${id}/equipment`, { truckNumber: 'T1', trailerNumber: 'T2' }],
    ['GET', `${portal}/${id}/drivers`],
    ['PUT', `${portal}/${id}/drivers`, { driverIds: [driverId] }],
    ['DELETE', `${portal}/${id}/drivers/${driverId}`],
    ['GET', `${portal}/${id}/cases?page=1&pageSize=1000`],
    ['POST', `${portal}/${id}/bill-of-lading`],
    ['GET', `${portal}/${id}/bill-of-lading`],
  ];
}

describe.each([
  ['a carrier of another company', 'otherCarrier'],
  ['a broker whose company is not the customer', 'broker'],
  ['a driver not assigned to the shipment', 'unassignedDriver'],
])('%s gets 404 from every shipment call', (_label, who) => {
  it('on a Blue Ridge shipment', async () => {
    const before = await t.db.selectFrom('shipments').selectAll().where('id', '=', blueRidgeShipment.id).executeTakeFirstOrThrow();
    for (const [method, url, payload] of calls(blueRidgeShipment, blueRidgeDriverId)) {
      const response = await actors[who].request(method as 'GET', url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const after = await t.db.selectFrom('shipments').selectAll().where('id', '=', blueRidgeShipment.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await activityOf(t.db, blueRidgeShipment.id)).toHaveLength(0);
  });
});

describe('and the other way round', () => {
  it("Blue Ridge gets 404 from every call on Lone Star's shipment", async () => {
    for (const [method, url, payload] of calls(loneStarShipment, blueRidgeDriverId)) {
      const response = await actors.blueRidge.request(method as 'GET', url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
  });

  it('the 404 says nothing about the shipment', async () => {
    const response = await actors.otherCarrier.request('GET', `/trucks/api/v2/shipments/${blueRidgeShipment.id}`);
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'Shipment was not found' });
    expect(response.body).not.toContain(blueRidgeShipment.number);
  });

  it('a stop of another shipment is a 404 even on your own shipment', async () => {
    const mine = await createShipment(t.db, {
      carrierId: await companyId(t.db, BLUE_RIDGE),
      customerId: await companyId(t.db, HEARTLAND),
      status: ShipmentStatus.Booked,
    });
    const response = await actors.blueRidge.request('POST', `/portal/api/shipments/${mine.id}/stops/${loneStarShipment.stopIds[0]}/arrival`, {});
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Stop was not found');
  });

  it('the load board is visible to other carriers, but only the booked carrier may change a shipment (403)', async () => {
    const board = await createShipment(t.db, { carrierId: null, customerId: await companyId(t.db, HEARTLAND), status: ShipmentStatus.ReadyToBook });
    expect((await actors.otherCarrier.request('GET', `/trucks/api/v2/shipments/${board.id}`)).statusCode).toBe(200);
    const write = await actors.otherCarrier.request('PUT', `/portal/api/shipments/${board.id}/equipment`, { truckNumber: 'X1' });
    expect(write.statusCode).toBe(403);
  });

  it('an assigned driver sees the shipment and may record stop events but not carrier updates', async () => {
    const blueRidge = await companyId(t.db, BLUE_RIDGE);
    const demoDriverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
    const assigned = await createShipment(t.db, { carrierId: blueRidge, customerId: await companyId(t.db, HEARTLAND), status: ShipmentStatus.Dispatched, driverIds: [demoDriverId] });
    const driver = actors.unassignedDriver;
    expect((await driver.request('GET', `/trucks/api/v2/shipments/${assigned.id}`)).statusCode).toBe(200);
    expect((await driver.request('POST', `/portal/api/shipments/${assigned.id}/stops/${assigned.stopIds[0]}/arrival`, {})).statusCode).toBe(200);
    expect((await driver.request('PUT', `/portal/api/shipments/${assigned.id}/equipment`, { truckNumber: 'X1' })).statusCode).toBe(403);
    expect((await driver.request('PATCH', `/trucks/api/v2/shipments/${assigned.id}/shipping_pro_number`, { value: 'X1' })).statusCode).toBe(403);
    expect((await driver.request('GET', `/portal/api/shipments/${assigned.id}/carrier-charge-details`)).statusCode).toBe(403);
  });
});
