import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { buildTestApp, type TestApp } from '../helper';
import { APEX, BLUE_RIDGE, clientFor, companyId, createLoad, DAY, LONE_STAR, PLACES, USERS, type Client } from '../load-board/freight-fixtures';

let t: TestApp;
let blueRidge: Client;
let broker: Client;
let ids: { blueRidge: number; loneStar: number; apex: number };

beforeAll(async () => {
  t = await buildTestApp();
  [blueRidge, broker] = await Promise.all([clientFor(t.app, USERS.blueRidge), clientFor(t.app, USERS.broker)]);
  ids = { blueRidge: await companyId(t.db, BLUE_RIDGE), loneStar: await companyId(t.db, LONE_STAR), apex: await companyId(t.db, APEX) };
});

afterAll(async () => {
  await t?.close();
});

/** A load of the broker's customer, tendered by the broker to Blue Ridge through the route. */
async function brokerTender(carrierId = ids.blueRidge) {
  const load = await createLoad(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.apex });
  const tendered = await broker.send('POST', `/portal/api/shipments/${load.id}/tenders`, { carriers: [{ carrierId, rate: 1650 }] });
  expect(tendered.statusCode).toBe(200);
  return { ...load, tenderId: tendered.json().data.current.tenderId as number };
}

const accept = (tenderId: number, extra: object) => blueRidge.send('PUT', `/portal/api/tenders/${tenderId}/offers`, { status: 'Accepted', ...extra });

function activeDriver(companyIdValue: number) {
  return t.db
    .selectFrom('drivers')
    .select(['id', 'first_name', 'last_name', 'license_expires_on'])
    .where('company_id', '=', companyIdValue)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

function activeUnit(companyIdValue: number, kind: 'PowerUnit' | 'Trailer') {
  return t.db.selectFrom('equipment').select(['id', 'unit_number']).where('company_id', '=', companyIdValue).where('kind', '=', kind).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('accepting a tender with units of the fleet', () => {
  it("assigns the driver, truck and trailer to the shipment in the same answer, the way the shipment's assignment panel does", async () => {
    const load = await brokerTender();
    const driver = (await activeDriver(ids.blueRidge)).find((d) => d.license_expires_on === null || d.license_expires_on > today())!;
    const truck = await activeUnit(ids.blueRidge, 'PowerUnit');
    const trailer = await activeUnit(ids.blueRidge, 'Trailer');

    const response = await accept(load.tenderId, { driverId: driver.id, truckId: truck.id, trailerId: trailer.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.warnings).toEqual([]);
    expect(body.data).toMatchObject({
      status: { value: TenderOfferStatus.Accepted },
      driver: { id: driver.id, name: `${driver.first_name} ${driver.last_name}` },
      truckNumber: truck.unit_number,
      trailerNumber: trailer.unit_number,
      shipmentNumber: load.number,
      respondedBy: expect.any(String),
    });

    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ carrier_id: ids.blueRidge, truck_number: truck.unit_number, trailer_number: trailer.unit_number });
    // The panel's rule: the first driver on a booked load dispatches it.
    expect(shipment.status).toBe(ShipmentStatus.Dispatched);
    const assigned = await t.db.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', load.id).execute();
    expect(assigned.map((a) => a.driver_id)).toEqual([driver.id]);

    // The shipment's equipment pickers find the fleet units.
    const equipment = (await blueRidge.get(`/portal/api/shipments/${load.id}/equipment`)).json();
    expect(equipment).toMatchObject({ truck: { id: truck.id }, trailer: { id: trailer.id } });
  });

  it("refuses a unit of another company with a 404 and books nothing: the tender stays Sent, the load unassigned", async () => {
    const load = await brokerTender();
    const theirTruck = await activeUnit(ids.loneStar, 'PowerUnit');
    const ownDriver = (await activeDriver(ids.blueRidge))[0];
    const response = await accept(load.tenderId, { driverId: ownDriver.id, truckId: theirTruck.id });
    expect(response.statusCode).toBe(404);

    const shipment = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ status: ShipmentStatus.Tendering, carrier_id: null, truck_number: null });
    const tender = await t.db.selectFrom('tenders').select(['status', 'driver_id']).where('id', '=', load.tenderId).executeTakeFirstOrThrow();
    expect(tender).toEqual({ status: TenderOfferStatus.Sent, driver_id: null });
    expect(await t.db.selectFrom('shipment_drivers').select('driver_id').where('shipment_id', '=', load.id).execute()).toEqual([]);

    // Another company's trailer is refused the same way, and a bad id is a 400.
    const theirTrailer = await activeUnit(ids.loneStar, 'Trailer');
    expect((await accept(load.tenderId, { trailerId: theirTrailer.id })).statusCode).toBe(404);
    expect((await accept(load.tenderId, { truckId: 'x1' })).statusCode).toBe(400);
    // The tender can still be accepted afterwards.
    expect((await accept(load.tenderId, {})).statusCode).toBe(200);
  });

  it('warns in the answer about a driver whose licence has expired, and still books', async () => {
    const load = await brokerTender();
    const driver = (await activeDriver(ids.blueRidge))[0];
    const expiredOn = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    await t.db.updateTable('drivers').set({ license_expires_on: expiredOn }).where('id', '=', driver.id).execute();

    const response = await accept(load.tenderId, { driverId: driver.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([`The licence of ${driver.first_name} ${driver.last_name} expired on ${expiredOn}`]);
    expect(response.json().data.driver).toMatchObject({ id: driver.id, licenseExpiresOn: expiredOn });
  });

  it('keeps a typed number for a unit not in the fleet, and warns when the number names a unit out of service', async () => {
    const load = await brokerTender();
    const retired = await t.db.selectFrom('equipment').select('unit_number').where('company_id', '=', ids.blueRidge).where('kind', '=', 'Trailer').where('is_active', '=', false).executeTakeFirstOrThrow();
    const response = await accept(load.tenderId, { truckNumber: 'RENTAL-7', trailerNumber: retired.unit_number });
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([`Trailer ${retired.unit_number} is out of service in your fleet`]);
    const shipment = await t.db.selectFrom('shipments').select(['truck_number', 'trailer_number']).where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ truck_number: 'RENTAL-7', trailer_number: retired.unit_number });
  });
});

describe("the broker's view of its tenders", () => {
  it("shows the carrier's answer (status, when, by whom, driver) and refuses the broker an answer of its own", async () => {
    const load = await brokerTender();
    const driver = (await activeDriver(ids.blueRidge))[1];
    expect((await accept(load.tenderId, { driverId: driver.id })).statusCode).toBe(200);
    const seen = await broker.get(`/portal/api/tenders/${load.tenderId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      status: { value: TenderOfferStatus.Accepted, displayName: 'Accepted' },
      respondedAt: expect.any(String),
      respondedBy: expect.any(String),
      driver: { id: driver.id },
    });
    expect((await broker.send('PUT', `/portal/api/tenders/${load.tenderId}/offers`, { status: 'Rejected', reason: 'x' })).statusCode).toBe(403);
  });

  it('rescinds a running tender: its tender reads Rescinded, tendering stops, the load is Ready to Book', async () => {
    const load = await brokerTender();
    const response = await broker.send('POST', `/portal/api/shipments/${load.id}/rescind`, { reason: 'Booking elsewhere' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: `Shipment ${load.number} rescinded`, data: { status: { value: ShipmentStatus.ReadyToBook }, carrier: null } });
    const tender = await t.db.selectFrom('tenders').select('status').where('id', '=', load.tenderId).executeTakeFirstOrThrow();
    expect(tender.status).toBe(TenderOfferStatus.Rescinded);
    const waterfall = await t.db.selectFrom('tender_waterfalls').select('status').where('shipment_id', '=', load.id).executeTakeFirstOrThrow();
    expect(waterfall.status).toBe('Cancelled');
    // The carrier can no longer accept it.
    expect((await accept(load.tenderId, {})).statusCode).toBe(409);
    // A Ready to Book load has nothing to rescind.
    expect((await broker.send('POST', `/portal/api/shipments/${load.id}/rescind`, {})).statusCode).toBe(409);
  });
});
