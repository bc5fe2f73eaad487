import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@portal/domain/common/entity-type';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { authHeaders, buildTestApp, DEMO, login, type TestApp } from '../helper';

/**
 * The driver's shipment page (driver@demo.test, DriverPortal only): every call the web makes for a
 * load assigned to the driver answers, the same calls for a load of the same carrier assigned to
 * someone else answer 404, and the dispatch-only calls the page leaves out for drivers are refused.
 */
let t: TestApp;
let driverHeaders: Record<string, string>;
let assigned: { id: number; shipment_number: string };
let notAssigned: { id: number; shipment_number: string };

/** The GETs of /my-shipments/{number} and its tabs (stops, activity, requirements, documents, notes) and of the preview's cases tab. */
const pageCalls = (s: { id: number; shipment_number: string }) => [
  `/portal/api/shipments/by-number/${s.shipment_number}`,
  `/portal/api/shipments/${s.id}/stop-dock-hours`,
  `/portal/api/shipments/${s.id}/tracking-activities?page=1&pageSize=100`,
  `/trucks/api/v2/shipments/${s.id}/order_requirements`,
  `/portal/api/documents?shipmentId=${s.id}`,
  `/portal/api/required-documents?shipmentId=${s.id}`,
  `/trucks/api/v2/shipments/${s.id}/order_dropoffs`,
  `/portal/api/notes?entityId=${s.id}&entityType=${EntityType.SHIPMENT}`,
  `/portal/api/shipments/${s.id}/cases?page=1&pageSize=1000`,
];

beforeAll(async () => {
  t = await buildTestApp();
  driverHeaders = authHeaders(await login(t.app, DEMO.driver));
  const driver = await t.db.selectFrom('users').select(['driver_id', 'company_id']).where('email', '=', DEMO.driver).executeTakeFirstOrThrow();
  const open = [ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop];
  assigned = await t.db
    .selectFrom('shipments as s')
    .innerJoin('shipment_drivers as sd', 'sd.shipment_id', 's.id')
    .select(['s.id', 's.shipment_number'])
    .where('sd.driver_id', '=', driver.driver_id!)
    .where('s.status', 'in', open)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  notAssigned = await t.db
    .selectFrom('shipments as s')
    .select(['s.id', 's.shipment_number'])
    .where('s.carrier_id', '=', driver.company_id)
    .where('s.status', 'in', open)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('shipment_drivers as sd').select('sd.shipment_id').whereRef('sd.shipment_id', '=', 's.id').where('sd.driver_id', '=', driver.driver_id!))))
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: driverHeaders });

describe("a driver's own shipment page", () => {
  it('answers every call the page makes for a load assigned to the driver', async () => {
    for (const url of pageCalls(assigned)) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it("answers 404 to the same calls for the carrier's load the driver is not assigned to", async () => {
    for (const url of pageCalls(notAssigned)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("lists the driver's loads that need action now, and only theirs", async () => {
    const response = await get('/trucks/api/v2/shipments?statuses=6&statuses=5&statuses=4&statuses=3&sortProperty=nextStopDue&sortDirection=asc&page=1&pageSize=50');
    expect(response.statusCode).toBe(200);
    const numbers = (response.json().data as { shipmentNumber: string }[]).map((s) => s.shipmentNumber);
    expect(numbers).toContain(assigned.shipment_number);
    expect(numbers).not.toContain(notAssigned.shipment_number);
  });

  it("refuses the dispatch-only calls the driver's pages leave out: the sign-in link state and the carrier's charges", async () => {
    const driverId = (await t.db.selectFrom('users').select('driver_id').where('email', '=', DEMO.driver).executeTakeFirstOrThrow()).driver_id!;
    expect((await get(`/portal/api/drivers/${driverId}`)).statusCode).toBe(403);
    expect((await get(`/portal/api/shipments/${assigned.id}/carrier-charge-details`)).statusCode).toBe(403);
  });
});
